/** The sales counter's figure, which the client refreshes; its value is the refresh period in ms. */
export const SALES_COUNT_ATTRIBUTE = 'data-fc-sales-count';
