import { COMPARE_DIFFERS_LABEL, rowDiffers } from '@forecourt/shared/account/compare-differences';
import type { SavedCarListName } from '@forecourt/shared/device/keys';
import type { SavedCar } from '@forecourt/shared/device/saved-cars';
import { DEVICE_LIST_ATTRIBUTE } from '../chrome/device-list-markup';
import { savedCarList } from './device-counts';
import type { KeyValueStorage } from './storage';

// Fills the favourites or compare page (pages/DeviceListBody.tsx) with the cars kept on this device:
// favourites as a list of links, compare as a table with one column per car, side by side, the rows where
// the cars differ marked with a word as well as a colour. Built with
// DOM calls and textContent only: the stored lists are visitor-editable, so nothing is parsed as HTML.

function carLink(doc: Document, car: SavedCar): HTMLAnchorElement {
  const link = doc.createElement('a');
  link.href = `/cars/${encodeURIComponent(car.slug)}`;
  link.textContent = car.name;
  return link;
}

function carImage(doc: Document, car: SavedCar): HTMLImageElement | null {
  if (!car.primary_image_url?.startsWith('/')) return null;
  const image = doc.createElement('img');
  image.src = car.primary_image_url;
  image.alt = '';
  image.width = 240;
  image.height = 160;
  return image;
}

function favouritesList(doc: Document, cars: readonly SavedCar[]): HTMLElement {
  const list = doc.createElement('ul');
  list.className = 'fc-blog-list';
  for (const car of cars) {
    const item = doc.createElement('li');
    item.className = 'fc-blog-card';
    const image = carImage(doc, car);
    if (image) item.append(image);
    const heading = doc.createElement('h2');
    heading.append(carLink(doc, car));
    item.append(heading);
    list.append(item);
  }
  return list;
}

/** A compare row: its label, its cell for each car, and the text compared across cars (none: not compared). */
type CompareRow = [label: string, cell: (car: SavedCar) => Node | string, compared?: (car: SavedCar) => string];

/** A row's header: its label, and the visible word `differs` when the cars are not the same on it. */
function rowHeader(doc: Document, label: string, differs: boolean): HTMLTableCellElement {
  const header = doc.createElement('th');
  header.scope = 'row';
  header.textContent = label;
  if (differs) {
    const flag = doc.createElement('span');
    flag.className = 'fc-compare__flag';
    flag.textContent = COMPARE_DIFFERS_LABEL;
    header.append(' ', flag);
  }
  return header;
}

function compareTable(doc: Document, cars: readonly SavedCar[]): HTMLElement {
  const wrapper = doc.createElement('div');
  wrapper.className = 'fc-compare';
  const table = doc.createElement('table');
  const caption = doc.createElement('caption');
  caption.className = 'fc-compare__caption';
  caption.textContent = `The cars you are comparing, side by side. Rows marked “${COMPARE_DIFFERS_LABEL}” are where they are not the same.`;
  table.append(caption);
  const rows: CompareRow[] = [
    ['Car', (car) => carLink(doc, car)],
    ['Photo', (car) => carImage(doc, car) ?? ''],
    ['Make', (car) => car.make, (car) => car.make],
    ['Model', (car) => car.model, (car) => car.model],
  ];
  for (const [label, cell, compared] of rows) {
    const row = doc.createElement('tr');
    const differs = compared !== undefined && rowDiffers(cars.map(compared));
    if (differs) row.className = 'fc-compare__differs';
    row.append(rowHeader(doc, label, differs));
    for (const car of cars) {
      const data = doc.createElement('td');
      data.append(cell(car));
      row.append(data);
    }
    table.append(row);
  }
  wrapper.append(table);
  return wrapper;
}

/**
 * Fills the page's device list, when the page has one and the list holds cars.
 * @example enhanceDeviceListPage(document, browserStorage())
 */
export function enhanceDeviceListPage(doc: Document, storage: KeyValueStorage | null): void {
  const root = doc.querySelector<HTMLElement>(`[${DEVICE_LIST_ATTRIBUTE}]`);
  const name = root?.getAttribute(DEVICE_LIST_ATTRIBUTE);
  if (!root || (name !== 'favourites' && name !== 'compare')) return;
  const list: SavedCarListName = name;
  const cars = savedCarList(storage, list);
  if (cars.length === 0) return;
  root.replaceChildren(list === 'compare' ? compareTable(doc, cars) : favouritesList(doc, cars));
}
