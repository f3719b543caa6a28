/**
 * A small OpenAPI 3.1 document with one operation for each case of the generator's page naming:
 * summary and tag, punctuation in the summary, a repeated summary, no summary, `x-mint.href`,
 * `x-excluded`, `x-hidden`, and webhooks with and without a summary.
 */
export const PETS_SPEC = `openapi: 3.1.0
info:
  title: Pets
  version: "1"
paths:
  /pets:
    get:
      summary: List pets
      tags: [Pets]
      responses: { "200": { description: OK } }
    post:
      summary: Create a pet
      tags: [Pets]
      responses: { "200": { description: OK } }
  /pets/{petId}:
    parameters:
      - { name: petId, in: path, required: true, schema: { type: string } }
    get:
      summary: Get pet (by id)
      tags: [Pets]
      responses: { "200": { description: OK } }
  /pets/search:
    get:
      summary: List pets
      tags: [Pets]
      responses: { "200": { description: OK } }
  /stores/{id}/inventory:
    parameters:
      - { name: id, in: path, required: true, schema: { type: string } }
    get:
      tags: [store]
      responses: { "200": { description: OK } }
  /health:
    get:
      summary: Health
      x-mint:
        href: /status/Health-Check
      responses: { "200": { description: OK } }
  /secret:
    get:
      summary: Secret
      x-excluded: true
      responses: { "200": { description: OK } }
  /hidden:
    get:
      summary: Hidden op
      x-hidden: true
      responses: { "200": { description: OK } }
webhooks:
  order.created:
    post:
      summary: order_created
      tags: [Orders]
      responses: { "200": { description: OK } }
  pet.adopted:
    post:
      responses: { "200": { description: OK } }
`;

/** A second document, with an operation the first lacks. */
export const STORE_SPEC = `openapi: 3.0.3
info:
  title: Store
  version: "1"
paths:
  /orders:
    get:
      summary: List orders
      responses: { "200": { description: OK } }
`;
