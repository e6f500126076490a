-- A banner carries its words instead of baking them into its image (the portal sets them in the banner's text zone):
-- a line under the title and a call to action, which a banner leading nowhere leaves empty.
alter table announcements add column subtitle text;
alter table announcements add column action text;

-- The demo brand's content in the other languages of the portal: an announcement's words in a language (the platform
-- code the call carries: CN, JA, TH, VI, PT). A language without a row falls back to the announcement's own words.
create table announcement_texts (
  announcement_id bigint not null references announcements (id) on delete cascade,
  language text not null,
  title text not null,
  subtitle text,
  action text,
  content text,
  primary key (announcement_id, language)
);
