import {
  ArrayInput,
  BooleanInput,
  maxLength,
  maxValue,
  minValue,
  NumberInput,
  required,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
} from 'react-admin';

const priceRules = [
  required('The price per month is required.'),
  minValue(0, 'The price per month must be at least 0.'),
  maxValue(9_999_999_999.99),
];
const limitRules = (label: string) => [minValue(0, `The ${label} must be at least 0.`)];

/** The writable fields of a plan, with the server's own limits checked first in the browser. */
export function PlanForm() {
  return (
    <SimpleForm>
      <TextInput source="name" label="Plan Name" validate={[required('The name field is required.'), maxLength(255)]} fullWidth />
      <TextInput source="description" label="Description" multiline validate={maxLength(1000)} fullWidth />
      <NumberInput source="price_per_month" label="Monthly Price (PKR)" validate={priceRules} step={1} />
      <NumberInput source="max_plants" label="Max Plants (0 = unlimited)" validate={[required(), ...limitRules('max plants')]} step={1} />
      <NumberInput source="max_customers" label="Max Customers (0 = unlimited)" validate={limitRules('max customers')} step={1} />
      <NumberInput source="max_employees" label="Max Employees (0 = unlimited)" validate={limitRules('max employees')} step={1} />
      <ArrayInput source="features" label="Features">
        <SimpleFormIterator inline disableReordering>
          <TextInput source="" label="Feature" validate={[required(), maxLength(255)]} helperText={false} />
        </SimpleFormIterator>
      </ArrayInput>
      <BooleanInput source="is_popular" label="Most Popular" />
    </SimpleForm>
  );
}
