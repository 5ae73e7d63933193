// A remote's changelog (its folder's CHANGELOG.md, issue 29 "what changed … a changelog per version from the remote's
// folder"): `## <version>` sections of `- ` items, newest first, and `## Unreleased` for what the source has that no
// stable version has yet, which is what a canary build of it carries. Pure: the build reads the file and stamps each
// channel's notes into its published declaration; the dealer's releases page shows them.

/** The section of changes no stable version carries yet: a canary's. */
export const UNRELEASED_HEADING = 'Unreleased';

/**
 * The notes of `version`: its own section, or, for a pre-release (`1.1.0-canary`) without one, the Unreleased
 * section; none when the changelog has neither.
 * @example changelogNotes('## Unreleased\n- Stock feed upload\n\n## 1.0.0\n- First release', '1.0.0-canary') // ['Stock feed upload']
 */
export function changelogNotes(markdown: string, version: string): string[] {
  const sections = new Map<string, string[]>();
  let current: string[] | null = null;
  for (const line of markdown.split(/\r?\n/)) {
    const heading = /^##\s+\[?([^\]\s]+)\]?/.exec(line);
    if (heading?.[1]) {
      current = [];
      sections.set(heading[1], current);
      continue;
    }
    if (current === null) continue;
    const item = /^[-*]\s+(.+)$/.exec(line);
    if (item?.[1]) {
      current.push(item[1].trim());
    } else if (/^\s+\S/.test(line) && current.length > 0) {
      // An item's wrapped line: it goes on the item before it.
      current[current.length - 1] = `${current[current.length - 1]} ${line.trim()}`;
    }
  }
  return sections.get(version) ?? (version.includes('-') ? (sections.get(UNRELEASED_HEADING) ?? []) : []);
}
