import { queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import { FIRST_PRODUCT_ID, type Product, type ProductChange, type ProductInput, type ProductList } from '@paani/contracts';
import { api } from '../../api/client';
import { useInvalidatingMutation, type MutationConfig } from '../../api/mutation-config';
import { plantKeys } from '../../api/plants/keys';

export const productKeys = {
  all: ['products'] as const,
  /** A plant's products; everything else about them sits under this key too. */
  list: (plantId: number) => [...productKeys.all, plantId] as const,
};

/** GET /filter-owner/products: the plant's products by position, inactive ones too. */
export const getProducts = async (plantId: number): Promise<Product[]> =>
  (await api.get<ProductList>('/filter-owner/products', { plantScoped: true, plantId })).data.products ?? [];

export const productsQueryOptions = (plantId: number) =>
  queryOptions({ queryKey: productKeys.list(plantId), queryFn: () => getProducts(plantId) });

/** The plant's products; idle until a plant is known. */
export const useProducts = (plantId: number | undefined) =>
  useQuery({ ...productsQueryOptions(plantId ?? 0), enabled: plantId !== undefined });

export interface ProductCreate {
  plantId: number;
  product: ProductInput;
}

export interface ProductUpdate {
  plantId: number;
  id: number;
  /** Only what changes; `returnable` and `billing` are fixed once created (the API answers 422 to a different value). */
  product: ProductChange;
}

/** POST /filter-owner/products: 201 with the product. */
export const createProduct = ({ plantId, product }: ProductCreate) =>
  api.post<Product>('/filter-owner/products', product, { plantScoped: true, plantId });

/** PUT /filter-owner/products/{id}: absent fields keep their value. */
export const updateProduct = ({ plantId, id, product }: ProductUpdate) =>
  api.put<Product>(`/filter-owner/products/${id}`, product, { plantScoped: true, plantId });

export interface ProductActivity {
  plantId: number;
  id: number;
  active: boolean;
}

/** Activates or deactivates a product (PUT with `is_active` alone): an inactive one keeps its history. */
export const setProductActive = ({ plantId, id, active }: ProductActivity) =>
  updateProduct({ plantId, id, product: { is_active: active } });

type ProductResult = Awaited<ReturnType<typeof createProduct>>;

export const useCreateProduct = (config?: MutationConfig<ProductCreate, ProductResult>) =>
  useInvalidatingMutation(createProduct, ({ plantId }) => [productKeys.list(plantId)], config);

/** The first product's rate is the plant's can rate: changing it changes the plant, which is read again too. */
const changedByUpdate = ({ plantId, id, product }: ProductUpdate): QueryKey[] =>
  id === FIRST_PRODUCT_ID && product.default_rate !== undefined
    ? [productKeys.list(plantId), plantKeys.list(), plantKeys.detail(plantId)]
    : [productKeys.list(plantId)];

export const useUpdateProduct = (config?: MutationConfig<ProductUpdate, ProductResult>) =>
  useInvalidatingMutation(updateProduct, changedByUpdate, config);

export const useSetProductActive = (config?: MutationConfig<ProductActivity, ProductResult>) =>
  useInvalidatingMutation(setProductActive, ({ plantId }) => [productKeys.list(plantId)], config);
