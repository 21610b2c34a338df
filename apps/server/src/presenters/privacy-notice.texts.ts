// The default privacy notice of a network that has not written its own, in English and Spanish, for a residential
// site and for a corporate one. It follows what the LFPDPPP (in force since 2025-03-21) asks a notice to say: who
// is responsible, which data, for what, whether it is shared, how long it is kept, how to exercise the ARCO rights
// and how changes are announced. Markdown; `{network}` is replaced by the network's name. An admin replaces it with
// their own text (with their address and contact) in the privacy screen.
import type { NetworkKind } from '@garita/contract';

type Texts = Record<NetworkKind, string>;

const EN: Texts = {
  residential: `**{network}** (the "Administration") is responsible for the personal data processed by its access control system, in accordance with Mexico's Federal Law on the Protection of Personal Data Held by Private Parties (LFPDPPP).

## Which data we process
- **Residents and their family members:** name, email, phone, unit, and the invitations and events they create.
- **Visitors, guests and providers:** name, phone and email given in the invitation, reason for the visit, the times of entry and exit, and, when the gate asks for them, photos of an ID, of the vehicle's plates or of other documents.
- **Security staff and administrators:** name, email, phone and the actions they record.

We do not ask for sensitive personal data.

## What we use it for
Primary purposes, needed for the service: to let residents invite visitors, to check who enters and leaves the community, to keep a logbook of entries and exits for everyone's security, and to answer incidents. We do not use the data for marketing.

## Sharing
We do not transfer personal data to third parties, except when an authority requires it by law. The system's hosting provider processes the data on our behalf only.

## How long we keep it
Photos and visitors' personal data are erased after the period set by the Administration; the logbook keeps the fact and the time of each entry and exit without the visitor's name. Residents' accounts are kept while they live in the community.

## Your ARCO rights
You may **access**, **rectify** or **cancel** your personal data, or **oppose** its use, and revoke your consent, by writing to the Administration (in person or by email). We answer within 20 business days and act on it within the 15 following.

## Changes
Changes to this notice are published on this page.
`,
  corporate: `**{network}** (the "Company") is responsible for the personal data processed by its access control system, in accordance with Mexico's Federal Law on the Protection of Personal Data Held by Private Parties (LFPDPPP).

## Which data we process
- **Employees and tenants who host visitors:** name, email, phone, area, and the invitations and events they create.
- **Visitors, guests and providers:** name, phone and email given in the invitation, reason for the visit, the times of entry and exit, and, when the gate asks for them, photos of an ID, of the vehicle's plates or of other documents.
- **Security staff and administrators:** name, email, phone and the actions they record.

We do not ask for sensitive personal data.

## What we use it for
Primary purposes, needed for the service: to register and authorise visits, to check who enters and leaves the premises, to keep a logbook of entries and exits for the safety of people and property, and to answer incidents. We do not use the data for marketing.

## Sharing
We do not transfer personal data to third parties, except when an authority requires it by law. The system's hosting provider processes the data on our behalf only.

## How long we keep it
Photos and visitors' personal data are erased after the period set by the Company; the logbook keeps the fact and the time of each entry and exit without the visitor's name. Accounts of employees and tenants are kept while they work on the premises.

## Your ARCO rights
You may **access**, **rectify** or **cancel** your personal data, or **oppose** its use, and revoke your consent, by writing to the Company's reception or administration (in person or by email). We answer within 20 business days and act on it within the 15 following.

## Changes
Changes to this notice are published on this page.
`,
};

const ES: Texts = {
  residential: `**{network}** (la "Administración") es responsable de los datos personales que trata su sistema de control de acceso, conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares (LFPDPPP).

## Qué datos tratamos
- **Residentes y sus familiares:** nombre, correo electrónico, teléfono, unidad, y las invitaciones y eventos que crean.
- **Visitantes, invitados y proveedores:** nombre, teléfono y correo electrónico indicados en la invitación, motivo de la visita, horas de entrada y salida y, cuando la caseta los pide, fotografías de una identificación, de las placas del vehículo o de otros documentos.
- **Personal de seguridad y administradores:** nombre, correo electrónico, teléfono y las acciones que registran.

No solicitamos datos personales sensibles.

## Para qué los usamos
Finalidades primarias, necesarias para el servicio: permitir que los residentes inviten a sus visitas, verificar quién entra y sale de la comunidad, llevar una bitácora de entradas y salidas para la seguridad de todos y atender incidentes. No usamos los datos con fines de mercadotecnia.

## Transferencias
No transferimos datos personales a terceros, salvo cuando una autoridad lo requiera conforme a la ley. El proveedor que aloja el sistema trata los datos solo por cuenta nuestra.

## Cuánto tiempo los conservamos
Las fotografías y los datos personales de las visitas se borran al cumplirse el plazo que fija la Administración; la bitácora conserva el hecho y la hora de cada entrada y salida sin el nombre de la visita. Las cuentas de los residentes se conservan mientras vivan en la comunidad.

## Sus derechos ARCO
Usted puede **acceder** a sus datos personales, **rectificarlos**, **cancelarlos** u **oponerse** a su uso, y revocar su consentimiento, escribiendo a la Administración (en persona o por correo electrónico). Respondemos en un plazo de 20 días hábiles y lo hacemos efectivo dentro de los 15 siguientes.

## Cambios
Los cambios a este aviso se publican en esta página.
`,
  corporate: `**{network}** (la "Empresa") es responsable de los datos personales que trata su sistema de control de acceso, conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares (LFPDPPP).

## Qué datos tratamos
- **Empleados e inquilinos que reciben visitas:** nombre, correo electrónico, teléfono, área, y las invitaciones y eventos que crean.
- **Visitantes, invitados y proveedores:** nombre, teléfono y correo electrónico indicados en la invitación, motivo de la visita, horas de entrada y salida y, cuando la recepción los pide, fotografías de una identificación, de las placas del vehículo o de otros documentos.
- **Personal de seguridad y administradores:** nombre, correo electrónico, teléfono y las acciones que registran.

No solicitamos datos personales sensibles.

## Para qué los usamos
Finalidades primarias, necesarias para el servicio: registrar y autorizar visitas, verificar quién entra y sale de las instalaciones, llevar una bitácora de entradas y salidas para la seguridad de las personas y los bienes, y atender incidentes. No usamos los datos con fines de mercadotecnia.

## Transferencias
No transferimos datos personales a terceros, salvo cuando una autoridad lo requiera conforme a la ley. El proveedor que aloja el sistema trata los datos solo por cuenta nuestra.

## Cuánto tiempo los conservamos
Las fotografías y los datos personales de las visitas se borran al cumplirse el plazo que fija la Empresa; la bitácora conserva el hecho y la hora de cada entrada y salida sin el nombre de la visita. Las cuentas de empleados e inquilinos se conservan mientras trabajen en las instalaciones.

## Sus derechos ARCO
Usted puede **acceder** a sus datos personales, **rectificarlos**, **cancelarlos** u **oponerse** a su uso, y revocar su consentimiento, escribiendo a la recepción o administración de la Empresa (en persona o por correo electrónico). Respondemos en un plazo de 20 días hábiles y lo hacemos efectivo dentro de los 15 siguientes.

## Cambios
Los cambios a este aviso se publican en esta página.
`,
};

/** The default notice of a network of this kind and name, in one language. */
export function defaultPrivacyNotice(lang: 'en' | 'es', kind: NetworkKind, networkName: string): string {
  // The name is markdown text inside **…**: its own markup characters are escaped.
  const name = networkName.replace(/([\\`*_{}[\]()#+\-.!<>|~])/g, '\\$1');
  return (lang === 'en' ? EN : ES)[kind].replace('{network}', name).trim();
}
