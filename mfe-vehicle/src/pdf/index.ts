// The car's PDF sheet: its content (sheet.ts, pure) and its drawing with pdf-lib (render.ts).

export { type RenderOptions, renderCarSheetPdf, type SheetColours } from './render';
export { type CarSheet, type CarSheetOptions, carSheet, type SheetRow, type SheetSite } from './sheet';
