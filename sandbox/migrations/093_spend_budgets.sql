-- What strangers may make the operator spend (SMS, email, fun sessions): one counter per subject and fixed window,
-- claimed by one conditional upsert, so a burst on one instance or several counts one by one (sandbox/auth/budgets.ts).
create table spend_budgets (
  subject text not null,
  window_start timestamptz not null,
  spent integer not null,
  primary key (subject, window_start)
);
create index spend_budgets_window_start on spend_budgets (window_start);
