import { Type } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptions } from '@nestjs/swagger';

/**
 * Response models: an answer's shape written once, as an object of fields, giving both its
 * OpenAPI schema (a named class with the swagger metadata, so `ApiData(Model)` and `[Model]`
 * work as with a hand-written class) and its TypeScript type (`Shape<typeof Model>`). A field
 * per line instead of a decorated property per three; `satisfies Fields<View>` keeps a model
 * checked against the view the queries return, as `implements View` did.
 */

/** What a field says of itself in the document: its description, example, format, bounds. */
type Doc = Omit<ApiPropertyOptions, 'type' | 'enum' | 'nullable' | 'required' | 'isArray'>;

/** One field: its OpenAPI options and, for the type checker only, the value it holds. */
export class Field<T> {
  declare readonly value?: T;

  constructor(readonly options: ApiPropertyOptions) {}

  /** The same field, null allowed. */
  nullable(): Field<T | null> {
    return new Field<T | null>({ ...this.options, nullable: true } as ApiPropertyOptions);
  }

  /** The same field, absent at times. */
  optional(): Field<T | undefined> {
    return new Field<T | undefined>({ ...this.options, required: false } as ApiPropertyOptions);
  }
}

/** A model class: its instances have the shape its fields describe. */
export type Model<S> = Type<S>;

/** The TypeScript type a model's answers have. */
export type Shape<M> = M extends Model<infer S> ? S : never;

/** The fields a model of `View` must have, each holding what the view holds there. */
export type Fields<View> = { [K in keyof View]-?: Field<View[K]> };

type ShapeOf<F> = { [K in keyof F]: F[K] extends Field<infer T> ? T : never };

const field = <T>(options: object) => new Field<T>(options as ApiPropertyOptions);

export const num = (doc: Doc = {}) => field<number>({ type: Number, ...doc });
export const text = (doc: Doc = {}) => field<string>({ type: String, ...doc });
export const bool = (doc: Doc = {}) => field<boolean>({ type: Boolean, ...doc });
/** A day, YYYY-MM-DD. */
export const day = (doc: Doc = {}) => field<string>({ type: String, format: 'date', ...doc });
/** A moment, ISO 8601. */
export const moment = (doc: Doc = {}) => field<string>({ type: String, format: 'date-time', ...doc });
/** One of a fixed list of values. */
export const oneOf = <const V extends string | boolean>(values: readonly V[], doc: Doc = {}) => field<V>({ enum: values, ...doc });
/** A list of values, each one of a fixed list. */
export const manyOf = <const V extends string>(values: readonly V[], doc: Doc = {}) => field<V[]>({ enum: values, isArray: true, ...doc });
/** Any JSON object. */
export const json = <T = Record<string, unknown>>(doc: Doc = {}) => field<T>({ type: 'object', additionalProperties: true, ...doc });
/** Another model, nested. */
export const one = <S>(model: Model<S>, doc: Doc = {}) => field<S>({ type: () => model, ...doc });

type ListItem<I> = I extends NumberConstructor ? number : I extends StringConstructor ? string : I extends Model<infer S> ? S : never;

/** A list of numbers, of strings, or of another model. */
export const list = <I extends NumberConstructor | StringConstructor | Model<unknown>>(item: I, doc: Doc = {}) =>
  field<ListItem<I>[]>({ type: [item], ...doc });

/** A named model of these fields (the name is the schema's name in the document). */
export function model<F extends Record<string, Field<unknown>>>(name: string, fields: F): Model<ShapeOf<F>> {
  const named = { [name]: class {} }[name];
  for (const [key, { options }] of Object.entries(fields)) ApiProperty(options)(named.prototype, key);
  return named as Model<ShapeOf<F>>;
}
