/** Fills `{{name}}` placeholders; an unknown placeholder is left visible so tests catch it. */
export function formatMessage(template: string, data: Record<string, string | number> = {}): string {
  return template.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (whole, key: string) =>
    Object.prototype.hasOwnProperty.call(data, key) ? String(data[key]) : whole,
  );
}
