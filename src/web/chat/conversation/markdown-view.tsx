import { Fragment, type ReactNode, useMemo } from 'react';
import type { MessageCitation } from '@/contracts/chats';
import { type Block, type Inline, parseMarkdown } from './markdown';

type CitationProps = {
  citations: readonly MessageCitation[];
  onOpenCitation: (citation: MessageCitation) => void;
};

/**
 * A bot answer rendered from markdown as React elements (never as HTML), with each [n] marker a
 * button that opens that reference.
 */
export function MarkdownView({ text, citations, onOpenCitation }: CitationProps & { text: string }) {
  const blocks = useMemo(() => parseMarkdown(text), [text]);
  const context = { citations, onOpenCitation };
  return (
    <div className="grid gap-3 text-sm leading-relaxed [overflow-wrap:anywhere]">
      {blocks.map((block, i) => (
        <BlockView key={i} block={block} {...context} />
      ))}
    </div>
  );
}

function BlockView({ block, ...context }: CitationProps & { block: Block }): ReactNode {
  switch (block.type) {
    case 'paragraph':
      return <p>{renderInline(block.children, context)}</p>;
    case 'heading': {
      const Tag = block.level === 1 ? 'h3' : block.level === 2 ? 'h4' : 'h5';
      return <Tag className="font-semibold">{renderInline(block.children, context)}</Tag>;
    }
    case 'list': {
      const items = block.items.map((item, i) => <li key={i}>{renderInline(item, context)}</li>);
      return block.ordered ? (
        <ol start={block.start} className="grid list-decimal gap-1 pl-5">
          {items}
        </ol>
      ) : (
        <ul className="grid list-disc gap-1 pl-5">{items}</ul>
      );
    }
    case 'quote':
      return (
        <blockquote className="grid gap-2 border-l-2 border-primary/40 pl-3 text-muted-foreground">
          {block.children.map((child, i) => (
            <BlockView key={i} block={child} {...context} />
          ))}
        </blockquote>
      );
    case 'code':
      return (
        <pre className="overflow-x-auto rounded-md bg-muted p-3 text-xs">
          <code>{block.text}</code>
        </pre>
      );
  }
}

function renderInline(tokens: Inline[], context: CitationProps): ReactNode[] {
  return tokens.map((token, i) => <Fragment key={i}>{renderToken(token, context)}</Fragment>);
}

function renderToken(token: Inline, context: CitationProps): ReactNode {
  switch (token.type) {
    case 'text':
      return token.text;
    case 'break':
      return <br />;
    case 'strong':
      return <strong className="font-semibold">{renderInline(token.children, context)}</strong>;
    case 'em':
      return <em>{renderInline(token.children, context)}</em>;
    case 'code':
      return <code className="rounded bg-muted px-1 py-0.5 text-[0.85em]">{token.text}</code>;
    case 'link':
      return (
        <a href={token.href} target="_blank" rel="noopener noreferrer" className="text-primary underline underline-offset-2">
          {renderInline(token.children, context)}
        </a>
      );
    case 'citation': {
      const citation = context.citations.find((c) => c.n === token.n);
      if (!citation) return `[${token.n}]`;
      return (
        <button
          type="button"
          aria-label={`Reference ${token.n}: ${citation.title}`}
          data-testid="citation-marker"
          onClick={() => context.onOpenCitation(citation)}
          className="mx-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded bg-primary/10 px-1 align-text-top text-[0.7rem] font-semibold text-primary tabular-nums outline-none hover:bg-primary hover:text-primary-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60"
        >
          {token.n}
        </button>
      );
    }
  }
}
