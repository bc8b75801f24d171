import type { Element, ElementContent, Root as HastRoot, RootContent } from 'hast';
import type { Heading, Root as MdastRoot, RootContent as MdastContent } from 'mdast';

/**
 * The two syntax-tree steps of `MarkdownDocument`, kept free of React so they are tested alone:
 * heading anchors written `## Heading {#id}` (the URL fragments of the pages), and the page
 * structure built around the headings (sections, table of contents, FAQ answers folded).
 */

const ANCHOR = /\s*\{#([a-z0-9]+(?:-[a-z0-9]+)*)\}\s*$/;

function visitHeadings(nodes: readonly MdastContent[], visit: (heading: Heading) => void): void {
  for (const node of nodes) {
    if (node.type === 'heading') visit(node);
    else if ('children' in node) visitHeadings(node.children as MdastContent[], visit);
  }
}

/**
 * remark plugin: `## Heading {#id}` becomes a heading with the id `id` (the marker is removed);
 * with `keep: false` the marker is removed and no id set (a document shown twice on a page).
 */
export function remarkHeadingAnchors({ keep = true }: { keep?: boolean } = {}) {
  return (tree: MdastRoot) => {
    visitHeadings(tree.children, (heading) => {
      const last = heading.children.at(-1);
      if (last?.type !== 'text') return;
      const match = ANCHOR.exec(last.value);
      if (match === null) return;
      last.value = last.value.slice(0, match.index);
      if (keep) heading.data = { ...heading.data, hProperties: { id: match[1] } };
    });
  };
}

export interface StructureOptions {
  /** The accessible name of the table of contents; none without it. */
  toc?: string;
  /** FAQ: each `###` question and its answer fold into a `<details>`. */
  faq?: boolean;
  /** Terms: numbered lists are items (号) of the paragraph before them, numbered 一、二… / i, ii… */
  legal?: boolean;
  /** Shown inside another page (a dialog, the sign-up box): headings one level lower, no sections. */
  embedded?: boolean;
}

const element = (
  tagName: string,
  properties: Element['properties'],
  children: ElementContent[],
): Element => ({ type: 'element', tagName, properties, children });

const isElement = (node: RootContent | ElementContent, tagName?: string): node is Element =>
  node.type === 'element' && (tagName === undefined || node.tagName === tagName);

function textOf(node: RootContent | ElementContent): string {
  if (node.type === 'text') return node.value;
  return 'children' in node ? node.children.map(textOf).join('') : '';
}

/** Splits `nodes` before each element `tagName`: the nodes before the first, then each group. */
function splitAt<T extends RootContent | ElementContent>(nodes: readonly T[], tagName: string) {
  const lead: T[] = [];
  const groups: { head: Element; rest: T[] }[] = [];
  for (const node of nodes) {
    if (isElement(node, tagName)) groups.push({ head: node, rest: [] });
    else if (groups.length === 0) lead.push(node);
    else groups.at(-1)?.rest.push(node);
  }
  return { lead, groups };
}

function styleLists(nodes: readonly (RootContent | ElementContent)[], legal: boolean): void {
  for (const node of nodes) {
    if (!isElement(node)) continue;
    if (node.tagName === 'p') node.properties.className = ['static-page__paragraph'];
    if (node.tagName === 'ul') node.properties.className = ['static-page__list'];
    if (node.tagName === 'ol') {
      node.properties.className = [
        'static-page__list',
        legal ? 'static-page__list--legal' : 'static-page__list--steps',
      ];
    }
    styleLists(node.children, legal);
  }
}

/** The `<details>` of each `###` question of an FAQ section. */
function foldQuestions(nodes: ElementContent[]): ElementContent[] {
  const { lead, groups } = splitAt(nodes, 'h3');
  if (groups.length === 0) return nodes;
  const items = groups.map(({ head, rest }) =>
    element('details', { className: ['faq__item'] }, [
      element('summary', { className: ['faq__question'] }, head.children),
      element('div', { className: ['faq__answer'] }, rest),
    ]),
  );
  return [...lead, element('div', { className: ['faq'] }, items)];
}

function lowerHeadings(nodes: readonly (RootContent | ElementContent)[]): void {
  for (const node of nodes) {
    if (!isElement(node)) continue;
    const level = /^h([1-5])$/.exec(node.tagName)?.[1];
    if (level !== undefined) node.tagName = `h${Number(level) + 1}`;
    lowerHeadings(node.children);
  }
}

/**
 * rehype plugin: each `##` heading opens a `<section>` (labelled by it, with the heading's anchor
 * as its id, so `#fragment` links and the table of contents land on it); FAQ questions fold into
 * `<details>`; lists get the pages' classes. Embedded documents only lower their headings.
 */
export function rehypeDocumentStructure(options: StructureOptions = {}) {
  return (tree: HastRoot) => {
    styleLists(tree.children, options.legal === true);
    if (options.embedded === true) {
      lowerHeadings(tree.children);
      return;
    }
    const { lead, groups } = splitAt(tree.children, 'h2');
    const sections = groups.map(({ head, rest }) => {
      const id = typeof head.properties.id === 'string' ? head.properties.id : undefined;
      const body = rest.filter((node): node is ElementContent => node.type !== 'doctype');
      const heading = element(
        'h2',
        { id: id && `${id}-heading`, className: ['static-page__heading'] },
        head.children,
      );
      return {
        id,
        title: textOf(head),
        node: element(
          'section',
          {
            id,
            className: ['static-page__section'],
            ariaLabelledBy: id === undefined ? undefined : [`${id}-heading`],
          },
          [heading, ...(options.faq === true ? foldQuestions(body) : body)],
        ),
      };
    });
    tree.children = [...lead, ...sections.map((section) => section.node)];
  };
}

/**
 * rehype plugin for the document's `##` headings alone (`DocumentParts.headings`): the table of
 * contents of the anchored ones, named `label`, or nothing for fewer than two.
 */
export function rehypeTableOfContents({ label }: { label: string }) {
  return (tree: HastRoot) => {
    const anchored = tree.children
      .filter((node): node is Element => isElement(node, 'h2'))
      .flatMap((head) =>
        typeof head.properties.id === 'string'
          ? [{ id: head.properties.id, title: textOf(head) }]
          : [],
      );
    tree.children =
      anchored.length > 1
        ? [
            element('nav', { className: ['static-page__toc'], ariaLabel: label }, [
              element('p', { className: ['static-page__toc-label'], ariaHidden: 'true' }, [
                { type: 'text', value: label },
              ]),
              element(
                'ol',
                { className: ['static-page__toc-list'] },
                anchored.map((section) =>
                  element('li', {}, [
                    element('a', { href: `#${section.id}` }, [
                      { type: 'text', value: section.title },
                    ]),
                  ]),
                ),
              ),
            ]),
          ]
        : [];
  };
}

/** A document cut where its `##` sections begin (`documentParts`). */
export interface DocumentParts {
  /** What comes before the first `##` heading. */
  lead: string;
  /** Each `##` section, from its heading to the next one. */
  sections: string[];
  /** The `##` headings alone (the table of contents is made from them). */
  headings: string;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const SECTION_HEADING = /^ {0,3}##(?:[ \t]|$)/;
const DEFINITION = /^ {0,3}\[[^\]]+\]:/;

/**
 * `body` cut before each ATX `##` heading outside a fenced code block, so each section is parsed
 * and rendered on its own: a long document (the FAQ, the terms) is then hydrated in slices, not
 * in one task of its whole parse (about 130 ms at 4x CPU for the FAQ in `bench:web`). Link
 * reference definitions (`[id]: url`) are repeated in every part, so a reference resolves in
 * whichever part it is used; a `Setext` heading (underlined) stays in its part, where the
 * structure step still makes it a section.
 */
export function documentParts(body: string): DocumentParts {
  const parts: string[][] = [[]];
  const headings: string[] = [];
  const definitions: string[] = [];
  let fence: string | undefined;
  for (const line of body.split('\n')) {
    const marker = FENCE.exec(line)?.[1];
    if (fence === undefined && marker !== undefined) fence = marker[0];
    else if (fence !== undefined && marker?.[0] === fence) fence = undefined;
    else if (fence === undefined && SECTION_HEADING.test(line)) {
      parts.push([]);
      headings.push(line);
    } else if (fence === undefined && DEFINITION.test(line)) definitions.push(line);
    parts.at(-1)?.push(line);
  }
  const withDefinitions = (lines: string[]) =>
    [...lines, ...(definitions.length > 0 ? ['', ...definitions] : [])].join('\n');
  const [lead = [], ...sections] = parts;
  return {
    lead: withDefinitions(lead),
    sections: sections.map(withDefinitions),
    headings: headings.join('\n\n'),
  };
}
