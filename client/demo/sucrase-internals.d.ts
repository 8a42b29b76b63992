// Sucrase's ES modules carry no types of their own: those of its declaration folder, for the
// one internal module the live editor reads (client/demo/edit-code.ts).
declare module 'sucrase/dist/esm/TokenProcessor' {
  export { default } from 'sucrase/dist/types/TokenProcessor';
}
