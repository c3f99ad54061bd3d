/** Set by Rspress's build: true while it renders the Markdown copies of the pages (llms.txt, *.md). */
interface ImportMetaEnv {
  readonly SSG_MD?: boolean;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
