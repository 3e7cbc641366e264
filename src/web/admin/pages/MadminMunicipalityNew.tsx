import MadminMunicipalityFormPage, { type MadminMunicipalityFormProps } from './MadminMunicipalityForm';

/** /madmin/municipalities/new. */
export default function MadminMunicipalityNew(props: MadminMunicipalityFormProps) {
  return <MadminMunicipalityFormPage {...props} municipality={null} />;
}
