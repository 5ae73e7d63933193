// The search card's buttons and their words (spec: 000 §2 "Search card actions"). Kept apart from the card
// rules so the tenant schema can default its custom Get Finance text without importing those rules.

export type CardButtonKind =
  | 'view-details'
  | 'finance'
  | 'enquire'
  | 'test-drive'
  | 'reserve'
  | 'buy-online'
  | 'find-similar';

export interface CardButton {
  kind: CardButtonKind;
  label: string;
}

export const CARD_BUTTON_LABELS: Readonly<Record<CardButtonKind, string>> = {
  'view-details': 'View Details',
  finance: 'Get Finance',
  enquire: 'Enquire',
  'test-drive': 'Book a Test Drive',
  reserve: 'Reserve this Car',
  'buy-online': 'Buy Online',
  'find-similar': 'Find Me Something Similar',
};
