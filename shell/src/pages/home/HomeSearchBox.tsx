// The home page's stock search box: a plain GET form to /search, whose `query` parameter the search
// page reads (InstantSearch's URL format), so it works the same with JavaScript off.

/**
 * The stock search box.
 * @example <HomeSearchBox />
 */
export function HomeSearchBox() {
  return (
    <section className="fc-section fc-home-search" aria-labelledby="fc-home-search-title">
      <div className="fc-container">
        <h2 className="fc-section__title" id="fc-home-search-title">
          Search our stock
        </h2>
        <search>
          <form className="fc-home-search__form" method="get" action="/search">
            <label className="fc-field__label" htmlFor="fc-home-search-query">
              Make, model or keyword
            </label>
            <div className="fc-home-search__row">
              <input
                className="fc-field__input"
                id="fc-home-search-query"
                type="search"
                name="query"
                autoComplete="off"
                enterKeyHint="search"
              />
              <button className="fc-button fc-button--primary" type="submit">
                Search
              </button>
            </div>
          </form>
        </search>
      </div>
    </section>
  );
}
