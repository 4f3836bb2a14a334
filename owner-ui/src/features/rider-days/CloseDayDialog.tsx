import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { backDifference, expectedBack, formatPkr, type Product, type RiderDay } from '@paani/contracts';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError, errorMessage } from '../../api/client';
import { dailySheetQueryOptions } from '../../api/daily-entries/get-sheet';
import { useCloseRiderDayForOwner } from '../../api/rider-days/rider-days';
import { FormDialog } from '../../components/FormDialog';
import { useToast } from '../../components/Toaster';
import { applyServerFieldErrors } from '../../lib/server-field-errors';
import {
  checkPair,
  closeProductName,
  closeProducts,
  differenceOf,
  differenceWording,
  expectedBackOf,
  movedAny,
  movedOnSheet,
  sortedCounts,
  type CloseProduct,
  type Moved,
} from '../rider/day-close-products';
import { stockKeys } from '../stock/api';

const FIELDS = ['full_cans_taken', 'cans_returned_to_plant', 'cash_handed_over'] as const;
const PAIR = ['full_taken', 'returned_to_plant'] as const;

/** A product's fields are `products.p{id}.…` (an id as a key of its own, not an array's index). */
const pairKey = (id: number) => `p${id}`;

function closeSchema(text: (key: string) => string, products: CloseProduct[], required: (id: number) => boolean) {
  const whole = z
    .string()
    .trim()
    .regex(/^\d{1,6}$/, text('close.wholeNumber'));
  return z
    .object({
      full_cans_taken: whole,
      cans_returned_to_plant: whole,
      cash_handed_over: z
        .string()
        .trim()
        .regex(/^\d{1,9}(\.\d{1,2})?$/, text('close.amount')),
      products: z.record(z.string(), z.object({ full_taken: z.string().optional(), returned_to_plant: z.string().optional() })),
    })
    .superRefine((values, context) => {
      // A product's pair left empty counts nothing, unless the rider moved some of it that day; one given asks the other.
      for (const product of products) {
        const pair = values.products[pairKey(product.id)];
        const check = checkPair(product.id, { full: pair?.full_taken ?? '', back: pair?.returned_to_plant ?? '' }, required(product.id));
        if (check.full)
          context.addIssue({ code: 'custom', path: ['products', pairKey(product.id), 'full_taken'], message: text('close.wholeNumber') });
        if (check.back)
          context.addIssue({
            code: 'custom',
            path: ['products', pairKey(product.id), 'returned_to_plant'],
            message: text('close.wholeNumber'),
          });
      }
    });
}
type CloseFields = z.infer<ReturnType<typeof closeSchema>>;

const signed = (value: number, format: (n: number) => string) => (value > 0 ? `+${format(value)}` : format(value));

/**
 * The owner's close of a rider's day, with the differences worked out as the figures are typed. A
 * plant with other returnable products asks each one's full taken and returned too; what the
 * rider's entries moved of each comes from the day's sheet of the rider.
 */
export function CloseDayDialog({
  plantId,
  day,
  products: plantProducts,
  onClose,
}: {
  plantId: number;
  day: RiderDay;
  /** The plant's products (inactive ones too), when loaded. */
  products: readonly Product[] | undefined;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation('riderDays');
  const toast = useToast();
  const queryClient = useQueryClient();
  const last = day.history.at(-1);
  const counted = last?.products ?? [];
  const offered = (plantProducts ?? []).filter((product) => product.is_active && product.billing === 'per_unit');
  const products = closeProducts(offered, [...counted, ...day.products], plantProducts);
  const sheet = useQuery({
    ...dailySheetQueryOptions(plantId, { date: day.date, employee_id: day.employee_id }),
    enabled: products.length > 0,
  });
  const sheetMoved = sheet.data ? movedOnSheet(sheet.data.rows, day.employee_id) : null;
  const movedOf = (id: number): Moved | undefined => {
    if (sheetMoved) return sheetMoved.get(id) ?? { delivered: 0, returned: 0 };
    const closed = day.products.find((product) => product.product_id === id);
    return closed && { delivered: closed.delivered, returned: closed.returned };
  };
  const { register, handleSubmit, watch, setError, formState } = useForm<CloseFields>({
    resolver: zodResolver(
      closeSchema(
        (key) => t(key as never),
        products,
        (id) => movedAny(movedOf(id)),
      ),
    ),
    defaultValues: {
      full_cans_taken: last ? String(last.full_cans_taken) : '',
      cans_returned_to_plant: last ? String(last.cans_returned_to_plant) : '',
      cash_handed_over: last ? String(Number(last.cash_handed_over)) : '',
      products: Object.fromEntries(
        counted.map((count) => [
          pairKey(count.product_id),
          { full_taken: String(count.full_taken), returned_to_plant: String(count.returned_to_plant) },
        ]),
      ),
    },
  });
  const close = useCloseRiderDayForOwner({
    onSuccess: () => {
      // What the rider did not bring back is on the stock, with riders.
      void queryClient.invalidateQueries({ queryKey: stockKeys.plant(plantId) });
      toast({ title: t('close.done'), variant: 'success' });
      onClose();
    },
    onError: (error, sent) => {
      // A product's message is under its field: the server names it by its place in what was sent.
      const placed = productErrors(error, sent.products ?? []);
      placed.forEach(([field, message], index) => setError(field, { type: 'server', message }, { shouldFocus: index === 0 }));
      if (!applyServerFieldErrors(error, FIELDS, setError) && placed.length === 0)
        toast({ title: t('close.failed'), description: errorMessage(error, t('close.failed')), variant: 'error' });
    },
  });
  const [full, returned, cash] = watch(FIELDS);
  const typedPairs = watch('products');
  const expectedCansBack = /^\d+$/.test(full.trim()) ? expectedBack(Number(full), day.cans_delivered, day.cans_returned) : null;
  const cansDifference =
    expectedCansBack !== null && /^\d+$/.test(returned.trim()) ? backDifference(Number(returned), expectedCansBack) : null;
  const cashDifference = /^\d+(\.\d{1,2})?$/.test(cash.trim()) ? Math.round((Number(cash) - day.expected_cash) * 100) / 100 : null;
  const rider = day.employee_name ?? `#${day.employee_id}`;
  const nameOf = (product: CloseProduct) => closeProductName(product, i18n.language, t('products.unnamed', { id: product.id }));
  const differenceText = (difference: number) => {
    const { key, count } = differenceWording(difference);
    return t(`products.${key}`, { count });
  };

  const field = (name: (typeof FIELDS)[number]) => (
    <TextField
      key={name}
      label={t(
        `close.${name === 'full_cans_taken' ? 'fullCansTaken' : name === 'cans_returned_to_plant' ? 'cansReturned' : 'cashHandedOver'}`,
      )}
      autoFocus={name === 'full_cans_taken'}
      slotProps={{ htmlInput: { inputMode: name === 'cash_handed_over' ? 'decimal' : 'numeric' } }}
      error={!!formState.errors[name]}
      helperText={formState.errors[name]?.message}
      {...register(name)}
    />
  );

  return (
    <FormDialog
      open
      busy={close.isPending}
      maxWidth="xs"
      title={t('close.title', { rider, date: day.date })}
      submitLabel={close.isPending ? t('close.submitting') : t('close.submit')}
      onClose={onClose}
      onSubmit={handleSubmit((fields) => {
        const counts = sortedCounts(
          products.flatMap((product) => {
            const pair = fields.products[pairKey(product.id)];
            const { count } = checkPair(product.id, { full: pair?.full_taken ?? '', back: pair?.returned_to_plant ?? '' }, false);
            return count ? [count] : [];
          }),
        );
        close.mutate({
          plantId,
          employee_id: day.employee_id,
          date: day.date,
          full_cans_taken: Number(fields.full_cans_taken),
          cans_returned_to_plant: Number(fields.cans_returned_to_plant),
          cash_handed_over: Number(fields.cash_handed_over),
          ...(counts.length > 0 ? { products: counts } : {}),
        });
      })}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography variant="body2">{t('close.expectedCash', { amount: formatPkr(day.expected_cash) })}</Typography>
        {FIELDS.slice(0, 2).map(field)}
        {/* The other products' pairs after the cans', before the cash. */}
        {products.flatMap((product) =>
          PAIR.map((part) => {
            const name = `products.${pairKey(product.id)}.${part}` as const;
            const fieldError = formState.errors.products?.[pairKey(product.id)]?.[part];
            return (
              <TextField
                key={name}
                label={t(part === 'full_taken' ? 'products.fullTaken' : 'products.returned', { product: nameOf(product) })}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                error={!!fieldError}
                helperText={fieldError?.message}
                {...register(name)}
              />
            );
          }),
        )}
        {field('cash_handed_over')}
        <Stack aria-live="polite" spacing={0.5}>
          <Typography
            variant="body2"
            data-testid="owner-close-difference"
            color={cashDifference ? (cashDifference < 0 ? 'error.main' : 'success.main') : undefined}
          >
            {t('close.difference')}: {cashDifference === null ? '–' : signed(cashDifference, formatPkr)}
          </Typography>
          <Typography variant="body2" data-testid="owner-close-cans-difference" color={cansDifference ? 'error.main' : undefined}>
            {t('close.cansDifference')}: {cansDifference === null ? '–' : signed(cansDifference, String)}
          </Typography>
          {products.map((product) => {
            const pair = typedPairs?.[pairKey(product.id)];
            const difference = differenceOf(pair?.returned_to_plant ?? '', expectedBackOf(pair?.full_taken ?? '', movedOf(product.id)));
            return (
              <Typography
                key={product.id}
                variant="body2"
                data-testid={`owner-close-product-difference-${product.id}`}
                color={difference ? 'error.main' : undefined}
              >
                {t('products.difference', { product: nameOf(product) })}: {difference === null ? '–' : differenceText(difference)}
              </Typography>
            );
          })}
        </Stack>
      </Stack>
    </FormDialog>
  );
}

/** The server's 422 messages of counted products (`products.{i}.full_taken`), as the form's fields of those products. */
function productErrors(error: unknown, sent: readonly { product_id: number }[]): [Path<CloseFields>, string][] {
  if (!(error instanceof ApiError) || error.status !== 422) return [];
  return Object.entries(error.fieldErrors()).flatMap(([key, message]) => {
    const match = /^products\.(\d+)\.(product_id|full_taken|returned_to_plant)$/.exec(key);
    const product = match ? sent[Number(match[1])] : undefined;
    if (!match || !product) return [];
    // A product the server will not count is named at its full taken.
    const part = match[2] === 'product_id' ? 'full_taken' : match[2];
    return [[`products.${pairKey(product.product_id)}.${part}` as Path<CloseFields>, message]];
  });
}
