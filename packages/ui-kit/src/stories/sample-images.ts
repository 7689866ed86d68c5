/** A generated poster as an inline SVG data URL (stories run offline, no image server). */
export function posterDataUrl(title: string, hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="360" viewBox="0 0 240 360"><defs><linearGradient id="g" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 45%)"/><stop offset="1" stop-color="#0d0d10"/></linearGradient></defs><rect width="240" height="360" fill="url(#g)"/><circle cx="170" cy="90" r="60" fill="hsl(${(hue + 40) % 360} 80% 60%)" opacity="0.5"/><text x="20" y="320" fill="#f3f1ec" font-family="Arial Narrow, sans-serif" font-size="30" font-weight="700">${title.toUpperCase()}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
