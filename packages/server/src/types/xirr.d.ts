/** The `xirr` package (CommonJS, no types of its own). */
declare module 'xirr' {
  interface Transaction {
    amount: number;
    when: Date;
  }
  interface Options {
    guess?: number;
    tolerance?: number;
    epsilon?: number;
    maxIterations?: number;
    verbose?: boolean;
  }
  function xirr(transactions: Transaction[], options?: Options): number;
  export default xirr;
}
