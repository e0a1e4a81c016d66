/** The static sample entries the spec's notification panel shows (spec §1); there is no notification feed. */
export const SAMPLE_NOTIFICATIONS = [
  {
    id: 1,
    who: 'Priya Sharma',
    initials: 'PS',
    text: 'approved the purchase request for EN8 bar stock',
    area: 'Purchasing',
    time: '5 min ago',
  },
  {
    id: 2,
    who: 'Rahul Verma',
    initials: 'RV',
    text: 'finished the first-off inspection on CNC-04',
    area: 'Quality',
    time: '1 hr ago',
  },
  {
    id: 3,
    who: 'Anita Desai',
    initials: 'AD',
    text: 'scheduled preventive maintenance for the VMC line',
    area: 'Maintenance',
    time: '3 hr ago',
  },
  {
    id: 4,
    who: 'Vikram Singh',
    initials: 'VS',
    text: 'updated the delivery date of a sales order',
    area: 'Sales',
    time: 'Yesterday',
  },
] as const;
