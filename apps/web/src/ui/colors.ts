// The portal's colours, chosen so that text on them (and they as text on white) meets WCAG AA's 4.5:1.
export const PRIMARY = '#0958d9';
export const ERROR = '#cf1322';
/** Secondary text: descriptions, hints, labels of read-only fields, the footer. */
export const TEXT_SECONDARY = 'rgba(0, 0, 0, 0.62)';
export const TEXT_PLACEHOLDER = 'rgba(0, 0, 0, 0.56)';
