/**
 * Every reference in the repository resolves inside it (docs/README.md): comments and docs cite docs/... pages
 * or say the rule outright, never a folder beside the clone, a numbered section of an outside document, or
 * a tracker number that a reader of the clone cannot open. scripts/references.test.ts runs this in `npm test`.
 *
 * The forbidden shapes are assembled from pieces so that this file does not itself contain what it refuses.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface Problem {
  readonly file: string;
  readonly line: number;
  readonly text: string;
  readonly why: string;
}

const sibling = ['..', 'shared'].join('/');
const outside: readonly { readonly pattern: RegExp; readonly why: string }[] = [
  { pattern: new RegExp(sibling.replace(/[./]/g, (c) => `\\${c}`), 'i'), why: 'links outside the repository' },
  { pattern: new RegExp(`\\b${['SP', 'EC'].join('')}(\\s+section)?\\s+\\d`, 'i'), why: 'cites a numbered section of an outside document' },
  { pattern: new RegExp(`\\b${['ARCHI', 'TECTURE'].join('')}(\\s+section)?\\s+\\d`, 'i'), why: 'cites a numbered section of an outside document' },
  { pattern: new RegExp(`\\b${['iss', 'ue'].join('')}\\s+#?\\d`, 'i'), why: 'cites a tracker number' },
  // The outside documents by name, in capitals as they are spelt (the repository's own docs are lower case).
  { pattern: new RegExp(`\\b${['SP', 'EC'].join('')}\\b`), why: 'refers to an outside document instead of docs/' },
  { pattern: new RegExp(`\\b(${['ARCHI', 'TECTURE'].join('')}|${['STY', 'LE'].join('')}|${['TOOL', 'CHAIN'].join('')})\\.md\\b`), why: 'refers to an outside document instead of docs/' },
];

/** A docs page cited from anywhere, with an optional #anchor: docs/product/routes.md, docs/architecture.md#server. */
const docsCitation = /(?<![\w./-])docs\/[a-z0-9/_-]+\.md(?:#[a-z0-9-]+)?/gi;
/** A relative link in a Markdown file: [text](path) or [text](path#anchor). */
const markdownLink = /\]\(([^)\s]+)\)/g;

/** Text files worth reading; lockfiles and generated data are left out. */
const textFile = /\.(ts|tsx|js|mjs|cjs|md|mdx|json|css|html|sql|ya?ml|sh)$/;
const skipped = /(^|\/)(package-lock\.json|node_modules\/|dist\/|storybook-static\/)|\.snap$|drizzle\/meta\//;

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens (duplicates get -1, -2, ...). */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const base = (heading[1] ?? '')
        .toLowerCase()
        .replace(/[`*_~]/g, '')
        .replace(/[^\p{L}\p{N}\s-]/gu, '')
        .trim()
        .replace(/\s/g, '-');
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count === 0 ? base : `${base}-${count}`);
    }
    for (const explicit of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(explicit[1] ?? '');
  }
  return anchors;
}

export interface Source {
  readonly file: string;
  readonly text: string;
}

/** The problems in the given files; `read` answers a repository path's text, or null when there is no such file. */
export function findProblems(sources: readonly Source[], read: (file: string) => string | null): Problem[] {
  const problems: Problem[] = [];
  const anchorCache = new Map<string, Set<string> | null>();
  const anchorsIn = (file: string): Set<string> | null => {
    if (!anchorCache.has(file)) {
      const text = read(file);
      anchorCache.set(file, text === null ? null : anchorsOf(text));
    }
    return anchorCache.get(file) ?? null;
  };
  const checkTarget = (source: Source, lineNo: number, line: string, target: string, shown: string) => {
    const [file = '', anchor] = target.split('#');
    const anchors = anchorsIn(file);
    if (anchors === null) problems.push({ file: source.file, line: lineNo, text: line.trim(), why: `cites ${shown}, which does not exist` });
    else if (anchor !== undefined && anchor !== '' && !anchors.has(anchor.toLowerCase())) {
      problems.push({ file: source.file, line: lineNo, text: line.trim(), why: `cites ${shown}, whose page has no such heading` });
    }
  };

  for (const source of sources) {
    const lines = source.text.split('\n');
    lines.forEach((line, index) => {
      const lineNo = index + 1;
      for (const { pattern, why } of outside) {
        if (pattern.test(line)) problems.push({ file: source.file, line: lineNo, text: line.trim(), why });
      }
      for (const match of line.matchAll(docsCitation)) checkTarget(source, lineNo, line, match[0], match[0]);
      if (source.file.endsWith('.md') || source.file.endsWith('.mdx')) {
        for (const match of line.matchAll(markdownLink)) {
          const link = match[1] ?? '';
          if (/^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith('/')) continue;
          if (link.startsWith('#')) {
            checkTarget(source, lineNo, line, `${source.file}${link}`, link);
            continue;
          }
          const [relative = '', anchor] = link.split('#');
          const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(source.file), relative));
          // Only Markdown targets have anchors to check; any other target must simply exist.
          const target = anchor !== undefined && resolved.endsWith('.md') ? `${resolved}#${anchor}` : resolved;
          checkTarget(source, lineNo, line, target, link);
        }
      }
    });
  }
  return problems;
}

/** The repository's own text files: tracked ones and new ones not yet ignored, as they are on disk. */
export function repositorySources(root: string): Source[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file !== '' && textFile.test(file) && !skipped.test(file));
  return [...new Set(listed)]
    .filter((file) => existsSync(path.join(root, file)) && statSync(path.join(root, file)).isFile())
    .map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }));
}

/** Reads a repository path: a file's text, '' for a folder (it exists, it has no headings), null when absent. */
export function readerFor(root: string): (file: string) => string | null {
  return (file) => {
    const full = path.join(root, file);
    if (!existsSync(full)) return null;
    return statSync(full).isDirectory() ? '' : readFileSync(full, 'utf8');
  };
}
