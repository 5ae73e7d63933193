/** spec: 000 §9 "feature list limit 8 before Show All". */
export const FEATURES_SHOWN = 8;
