// The create call's rules are the wizard's: one schema in core (decision 038).
export { createProductRequest as createProductInput, type CreateProductInput } from "../../core/products/create-product-schema";
