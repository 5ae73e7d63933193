/**
 * The page's schema.org data as JSON-LD. `json` comes from `structuredDataOf` (escaped for a script
 * element, so it cannot close it).
 * @example <StructuredData json={data.structuredData} />
 */
export function StructuredData({ json }: { json: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be the script's raw text; scriptSafeJson escapes every `<`
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
