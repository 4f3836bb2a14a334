import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Autocomplete, InputAdornment, TextField } from '@mui/material';
import { formatMoney, type Customer } from '@paani/contracts';
import { forwardRef, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomers } from '../../api/customers/get-customers';

const DEBOUNCE_MS = 250;

/** Finds a customer by name, code or phone (the customer list's search) and hands them to the sheet. */
export const AddCustomerSearch = forwardRef<HTMLInputElement, { plantId: number; disabled?: boolean; onPick(customer: Customer): void }>(
  function AddCustomerSearch({ plantId, disabled, onPick }, ref) {
    const { t } = useTranslation('dailyEntries');
    const [text, setText] = useState('');
    const [search, setSearch] = useState('');
    useEffect(() => {
      const timer = setTimeout(() => setSearch(text.trim()), DEBOUNCE_MS);
      return () => clearTimeout(timer);
    }, [text]);
    const customers = useCustomers(search ? plantId : undefined, { search, per_page: 10, status: 'active' });
    const options = search ? (customers.data?.data ?? []) : [];
    return (
      <Autocomplete<Customer, false, false, false>
        id="sheet-add-customer"
        size="small"
        sx={{ minWidth: { xs: '100%', sm: 280 }, flexGrow: 1 }}
        options={options}
        value={null}
        inputValue={text}
        disabled={disabled}
        onInputChange={(_event, value, reason) => {
          if (reason !== 'reset') setText(value);
        }}
        onChange={(_event, customer) => {
          if (customer) {
            onPick(customer);
            setText('');
            setSearch('');
          }
        }}
        filterOptions={(all) => all}
        getOptionLabel={(customer) => `${customer.code} · ${customer.name}`}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        loading={customers.isFetching}
        loadingText={t('toolbar.searching')}
        noOptionsText={search ? t('toolbar.noMatches') : t('toolbar.typeToSearch')}
        renderOption={({ key, ...props }, customer) => (
          <li key={key} {...props}>
            {customer.code} · {customer.name} · {customer.area_name} · {formatMoney(customer.balance)}
          </li>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            inputRef={ref}
            label={t('toolbar.addCustomer')}
            placeholder={t('toolbar.addCustomerPlaceholder')}
            slotProps={{
              input: {
                ...params.InputProps,
                startAdornment: (
                  <InputAdornment position="start">
                    <PersonAddIcon fontSize="small" aria-hidden />
                  </InputAdornment>
                ),
              },
            }}
          />
        )}
      />
    );
  },
);
