import { useState } from 'react';
import { Alert, Box } from '@mui/material';
import type { Announcement } from '@paani/contracts';
import {
  AutocompleteInput,
  Create,
  DateTimeInput,
  FormDataConsumer,
  maxLength,
  ReferenceInput,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  Title,
  usePermissions,
} from 'react-admin';
import {
  AUDIENCE_CHOICES,
  AnnouncementFormValues,
  endsAfterStarts,
  endsInFuture,
  LEVEL_CHOICES,
  MESSAGES,
  newAnnouncementDefaults,
  notBlank,
  TEXT_MAX,
  TITLE_MAX,
  toAnnouncementInput,
  validInstant,
} from './announcement.model';

interface PlanChoice {
  id: number;
  name: string;
  is_retired?: boolean;
}

const titleRules = [notBlank(MESSAGES.title), maxLength(TITLE_MAX, MESSAGES.titleLength)];
const textRules = [notBlank(MESSAGES.text), maxLength(TEXT_MAX, MESSAGES.textLength)];
const startRules = [required(MESSAGES.date), validInstant];
// The date first, then the end after the start, then not already past (the server's order).
const endRules = [required(MESSAGES.date), validInstant, endsAfterStarts, (value: unknown) => endsInFuture(value)];
const planName = (plan: PlanChoice) => (plan.is_retired ? `${plan.name} (retired)` : plan.name);

/** The plan or the owner, asked only for the audience that names one. */
function AudienceTarget({ audience }: { audience: AnnouncementFormValues['audience'] }) {
  if (audience === 'plan') {
    return (
      <ReferenceInput source="plan_id" reference="subscription-plans" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
        <SelectInput label="Plan" optionText={planName} validate={required(MESSAGES.plan)} helperText="Every owner on this plan sees it." />
      </ReferenceInput>
    );
  }
  if (audience === 'owner') {
    return (
      <ReferenceInput source="owner_id" reference="tenants" sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteInput
          label="Owner"
          optionText="name"
          filterToQuery={(q: string) => ({ q })}
          validate={required(MESSAGES.owner)}
          helperText="Only this owner sees it."
          sx={{ minWidth: 280 }}
        />
      </ReferenceInput>
    );
  }
  return null;
}

/**
 * A new announcement to owners (POST /api/admin/announcements): the server's rules are checked first
 * here (title and text required and within their lengths, the end after the start, the plan or the
 * owner its audience names); its own 422 lands under the fields. It cannot be edited once made.
 */
export default function AnnouncementCreate() {
  const { permissions } = usePermissions();
  // Now and a week from now, fixed when the form opens.
  const [defaults] = useState(() => newAnnouncementDefaults());
  if (permissions === 'auditor') {
    return (
      <Box sx={{ py: 2 }}>
        <Title title="New Announcement" />
        <Alert severity="info">Auditors read announcements; only a super admin makes them.</Alert>
      </Box>
    );
  }
  return (
    <Create<Announcement>
      title="New Announcement"
      redirect="list"
      record={defaults as Partial<Announcement>}
      transform={(values: AnnouncementFormValues) => toAnnouncementInput(values)}
    >
      <SimpleForm>
        <TextInput source="title" label="Title" validate={titleRules} fullWidth />
        <TextInput source="text" label="Text" validate={textRules} multiline minRows={3} fullWidth />
        <SelectInput
          source="level"
          label="Level"
          choices={LEVEL_CHOICES}
          validate={required()}
          helperText="How owners see it: an info, warning or error banner."
        />
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <DateTimeInput source="starts_at" label="From" validate={startRules} />
          <DateTimeInput source="ends_at" label="Until" validate={endRules} />
        </Box>
        <SelectInput source="audience" label="Audience" choices={AUDIENCE_CHOICES} validate={required()} />
        <FormDataConsumer<AnnouncementFormValues>>{({ formData }) => <AudienceTarget audience={formData.audience} />}</FormDataConsumer>
      </SimpleForm>
    </Create>
  );
}
