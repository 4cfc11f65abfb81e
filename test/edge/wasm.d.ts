/** A `.wasm` import in a Worker bundle: workerd hands over the module compiled. */
declare module '*.wasm' {
  const module: WebAssembly.Module;
  export default module;
}
