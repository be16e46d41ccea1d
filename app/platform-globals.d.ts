// app/ runs in both processes, so it is type-checked with neither DOM nor Node globals
// (tsconfig.app.json). These are the few Web-platform globals both runtimes share that app/
// uses; declare what is needed here rather than reaching for either runtime's types. The node and
// web configs exclude this file: there the runtime's own declarations apply.

declare class URL {
  constructor(url: string, base?: string);
  static canParse(url: string, base?: string): boolean;
  readonly protocol: string;
  readonly hostname: string;
  readonly username: string;
  readonly password: string;
  readonly pathname: string;
  readonly origin: string;
}
