/** Input a staff member typed that the split tools cannot use (an empty divisor list, a broken split rule). */
export class InvalidInputError extends Error {
  override readonly name = 'InvalidInputError';
  readonly code = 'invalid_input';
}
