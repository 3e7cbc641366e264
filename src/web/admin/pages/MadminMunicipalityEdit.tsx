import MadminMunicipalityFormPage, { type MadminMunicipalityFormProps } from './MadminMunicipalityForm';

/** /madmin/municipalities/{id}/edit. */
export default function MadminMunicipalityEdit(props: MadminMunicipalityFormProps) {
  return <MadminMunicipalityFormPage {...props} />;
}
