// The payment form imports the shared masked input from here (app/components/masked-input.tsx).
export { MaskedInput } from "~/components/masked-input";
