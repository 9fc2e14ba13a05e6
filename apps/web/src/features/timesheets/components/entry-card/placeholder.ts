/** A grey picture with a person outline, for a punch without a photo or a card without a position. */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#f0f0f0"/><circle cx="32" cy="24" r="10" fill="#bfbfbf"/><path d="M12 56c2-12 10-18 20-18s18 6 20 18z" fill="#bfbfbf"/></svg>',
  );

export const NO_POSITION_IMAGE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 120"><rect width="240" height="120" fill="#f5f5f5"/><path d="M120 30c-12 0-22 10-22 22 0 16 22 38 22 38s22-22 22-38c0-12-10-22-22-22z" fill="#d9d9d9"/><text x="120" y="110" font-family="sans-serif" font-size="12" fill="#616161" text-anchor="middle">No location</text></svg>',
  );
