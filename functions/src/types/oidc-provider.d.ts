declare module 'oidc-provider' {
  // biome-ignore lint/suspicious/noExplicitAny: the package ships no types
  const Provider: any;
  export default Provider;
}
