/** The home page (spec section 2): banners, notices, winner board, app download, advantages, speed test. */
export default function Home() {
  return (
    <section className="home">
      <h1 className="visually-hidden">Arena</h1>
    </section>
  )
}
