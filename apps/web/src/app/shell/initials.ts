/** The letters an avatar shows when the user has no picture: first and last name, e.g. "AM". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return picked.map((w) => Array.from(w)[0]!.toUpperCase()).join('') || '?';
}
