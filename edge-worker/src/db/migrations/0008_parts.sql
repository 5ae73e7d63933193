-- Each site's parts and accessories catalogue (issue 15 "Parts"). A part belongs to one site (its
-- tenant slug), not to a dealership: the catalogue is the site's. `doc` is the whole part as the API
-- answers it (shared `parts/part.ts`); the columns beside it are what queries filter and sort on.

CREATE TABLE parts (
  id INTEGER PRIMARY KEY,
  tenant TEXT NOT NULL,
  name TEXT NOT NULL,
  part_number TEXT NOT NULL,
  category TEXT NOT NULL,
  price INTEGER NOT NULL,
  doc TEXT NOT NULL
);
CREATE INDEX parts_by_tenant ON parts(tenant, category, name);
