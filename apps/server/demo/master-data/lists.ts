/*
 * The demo shop's master data as lists, one row a record: its departments with their
 * designations, its staff, machines, suppliers and customers (a turned-parts shop near Pune).
 * seed-master-data.ts writes them; what is derived from a row (codes, e-mails, phones, GSTINs
 * from the state and PAN letters) is worked out there.
 */

export const DEPARTMENTS: [name: string, designations: string[]][] = [
  ['Production', ['Plant Manager', 'Production Supervisor', 'Shift Incharge']],
  ['CNC Turning', ['CNC Setter', 'CNC Operator', 'Sliding Head Programmer']],
  ['VMC Machining', ['VMC Operator', 'VMC Programmer']],
  ['Quality Control', ['Quality Engineer', 'QC Inspector', 'Metrology Technician']],
  ['Tool Room', ['Toolmaker', 'Tool Room Supervisor']],
  ['Maintenance', ['Maintenance Engineer', 'Maintenance Technician']],
  ['Stores', ['Storekeeper', 'Store Assistant']],
  ['Dispatch', ['Dispatch Executive', 'Packer']],
  ['Purchase', ['Purchase Officer']],
  ['Sales', ['Sales Executive', 'Sales Coordinator']],
  ['Accounts', ['Accountant', 'Accounts Assistant']],
  ['Human Resources', ['HR Executive']],
];

/** Staff of the shop; one has left (inactive). */
export const EMPLOYEES: [
  first: string,
  last: string,
  department: string,
  designation: string,
  joined: string,
  active?: boolean,
][] = [
  ['Ramesh', 'Jadhav', 'Production', 'Plant Manager', '2012-06-01'],
  ['Sachin', 'Pawar', 'Production', 'Production Supervisor', '2015-03-16'],
  ['Mahesh', 'Shinde', 'Production', 'Shift Incharge', '2018-08-01'],
  ['Ganesh', 'More', 'CNC Turning', 'CNC Setter', '2014-01-06'],
  ['Dattatray', 'Kale', 'CNC Turning', 'CNC Setter', '2016-11-21'],
  ['Santosh', 'Gaikwad', 'CNC Turning', 'CNC Operator', '2019-07-15'],
  ['Vijay', 'Salunkhe', 'CNC Turning', 'CNC Operator', '2020-02-03'],
  ['Amol', 'Thorat', 'CNC Turning', 'CNC Operator', '2021-09-13'],
  ['Rahul', 'Bhosale', 'CNC Turning', 'CNC Operator', '2022-04-18'],
  ['Nitin', 'Kadam', 'CNC Turning', 'Sliding Head Programmer', '2017-05-02'],
  ['Swapnil', 'Mane', 'VMC Machining', 'VMC Operator', '2021-01-11'],
  ['Akash', 'Chavan', 'VMC Machining', 'VMC Operator', '2023-06-05'],
  ['Prashant', 'Deshmukh', 'VMC Machining', 'VMC Programmer', '2016-10-03'],
  ['Snehal', 'Kulkarni', 'Quality Control', 'Quality Engineer', '2015-08-17'],
  ['Pooja', 'Wagh', 'Quality Control', 'QC Inspector', '2019-12-02'],
  ['Kiran', 'Sawant', 'Quality Control', 'QC Inspector', '2022-07-25'],
  ['Yogesh', 'Patankar', 'Quality Control', 'Metrology Technician', '2020-10-12'],
  ['Anil', 'Pawar', 'Tool Room', 'Tool Room Supervisor', '2011-04-01'],
  ['Sunil', 'Ghorpade', 'Tool Room', 'Toolmaker', '2018-02-19'],
  ['Balasaheb', 'Nikam', 'Maintenance', 'Maintenance Engineer', '2013-09-09'],
  ['Tushar', 'Lokhande', 'Maintenance', 'Maintenance Technician', '2021-03-22'],
  ['Manoj', 'Sonawane', 'Stores', 'Storekeeper', '2014-11-03'],
  ['Rohit', 'Kamble', 'Stores', 'Store Assistant', '2023-01-09'],
  ['Deepak', 'Waghmare', 'Dispatch', 'Dispatch Executive', '2017-06-12'],
  ['Sagar', 'Jagtap', 'Dispatch', 'Packer', '2022-10-17'],
  ['Shubham', 'Londhe', 'Dispatch', 'Packer', '2024-02-05'],
  ['Madhuri', 'Joshi', 'Purchase', 'Purchase Officer', '2016-04-04', false],
  ['Aditya', 'Rane', 'Sales', 'Sales Executive', '2019-05-20'],
  ['Priyanka', 'Gokhale', 'Sales', 'Sales Coordinator', '2021-08-02'],
  ['Vaishali', 'Apte', 'Accounts', 'Accountant', '2012-12-03'],
  ['Harshal', 'Paranjape', 'Accounts', 'Accounts Assistant', '2023-09-18'],
  ['Meena', 'Iyer', 'Human Resources', 'HR Executive', '2018-06-25'],
];

export const MACHINES: [no: string, name: string, setup: string][] = [
  ['CNC-01', 'LMW Smarturn L1', 'S1'],
  ['CNC-02', 'LMW Smarturn L1', 'S2'],
  ['CNC-03', 'Ace Jobber XL', 'S1'],
  ['CNC-04', 'Ace Jobber XL', ''],
  ['CNC-05', 'Haas ST-10', 'S1'],
  ['SLD-01', 'Citizen L20 Sliding Head', ''],
  ['SLD-02', 'Star SR-20J Sliding Head', ''],
  ['TRB-01', 'Traub TNL-18', 'S2'],
  ['VMC-01', 'BFW Surya VF30', ''],
  ['VMC-02', 'Ace Micromatic MCV-450', ''],
  ['SPM-01', 'Twin-spindle drilling SPM', 'S1'],
  ['SPM-02', 'Cross-hole tapping SPM', ''],
  ['GRD-01', 'Micromatic centreless grinder', ''],
];

export const SUPPLIERS: [code: string, name: string, contact: string, state: string, pan: string, materials: string][] =
  [
    ['SUP-001', 'Shree Steel Traders', 'Mukesh Agarwal', 'Maharashtra', 'SHRST', 'EN8, EN19 and EN24 bright bars'],
    ['SUP-002', 'Bharat Brass Rods', 'Hitesh Patel', 'Gujarat', 'BHRBR', 'CuZn39Pb3 and CW614N brass rods'],
    [
      'SUP-003',
      'Kalyani Alloy Steels',
      'Suhas Kulkarni',
      'Maharashtra',
      'KALAS',
      'SAE 8620, 20MnCr5 case-hardening bars',
    ],
    [
      'SUP-004',
      'Precision Tooling Solutions',
      'Arvind Nair',
      'Karnataka',
      'PRCTS',
      'Carbide inserts, boring bars, drills',
    ],
    ['SUP-005', 'Mahalaxmi Packaging', 'Sandeep Shah', 'Maharashtra', 'MAHPK', 'PP bags, corrugated boxes and cartons'],
    ['SUP-006', 'Coolant Supplies India', 'Farhan Qureshi', 'Telangana', 'COOLS', 'Soluble and neat cutting oils'],
    ['SUP-007', 'Aluminium Extrusions Co', 'Rajiv Menon', 'Tamil Nadu', 'ALUEX', 'Al 6061 and 6082 rods'],
    [
      'SUP-008',
      'Surface Finishers Pune',
      'Vinod Bhagat',
      'Maharashtra',
      'SURFP',
      'Zinc plating, blackodising (job work)',
    ],
  ];

/**
 * What the accounts keep of each supplier for its bills: the days from its invoice to payment (its
 * purchase orders' terms; the coolant supplier is paid in advance against its proforma) and the TDS
 * section its bills fall under: 194Q for the bar suppliers (goods, deducted once the company is
 * under 194Q and a year's purchases pass ₹50 lakh), 194C for the plating shop's job work.
 */
export const SUPPLIER_TERMS: Record<string, { days: number; tds: '194Q' | '194C' | null }> = {
  'SUP-001': { days: 45, tds: '194Q' },
  'SUP-002': { days: 30, tds: '194Q' },
  'SUP-003': { days: 60, tds: '194Q' },
  'SUP-004': { days: 30, tds: null },
  'SUP-005': { days: 30, tds: null },
  'SUP-006': { days: 0, tds: null },
  'SUP-007': { days: 30, tds: null },
  'SUP-008': { days: 30, tds: '194C' },
};

export const CUSTOMERS: [
  code: string,
  name: string,
  contact: string,
  state: string,
  pan: string,
  city: string,
  days: number,
][] = [
  ['DAC01', 'Deccan Auto Components Pvt Ltd', 'Sameer Joshi', 'Maharashtra', 'DECAC', 'MIDC Bhosari, Pune 411026', 45],
  ['SAH01', 'Sahyadri Hydraulics', 'Nilesh Patil', 'Maharashtra', 'SAHHY', 'MIDC Ambad, Nashik 422010', 30],
  [
    'KPV01',
    'Kaveri Pumps & Valves Ltd',
    'Ravi Shankar',
    'Karnataka',
    'KAVPV',
    'Peenya Industrial Area, Bengaluru 560058',
    60,
  ],
  ['NEW01', 'Narmada Engineering Works', 'Jignesh Desai', 'Gujarat', 'NAREW', 'GIDC Vatva, Ahmedabad 382445', 30],
  ['CMP01', 'Coimbatore Motor Parts', 'Senthil Kumar', 'Tamil Nadu', 'COIMP', 'SIDCO Kurichi, Coimbatore 641021', 45],
  ['IFP01', 'Indus Fluid Power Pvt Ltd', 'Harpreet Sandhu', 'Haryana', 'INDFP', 'IMT Manesar, Gurugram 122052', 30],
  [
    'GAE01',
    'Ganga Agro Equipments',
    'Alok Mishra',
    'Uttar Pradesh',
    'GANAE',
    'Sahibabad Industrial Area, Ghaziabad 201010',
    60,
  ],
  ['PPA01', 'Pune Precision Assemblies', 'Aparna Kulkarni', 'Maharashtra', 'PUNPA', 'Chakan MIDC, Pune 410501', 30],
  ['TCE01', 'Thane Control Equipment', 'Francis DSouza', 'Maharashtra', 'THACE', 'Wagle Estate, Thane 400604', 15],
  ['HYD01', 'Hyderabad Gear Works', 'Srinivas Reddy', 'Telangana', 'HYDGW', 'IDA Balanagar, Hyderabad 500037', 45],
  ['RJM01', 'Rajkot Machine Tools', 'Paresh Vora', 'Gujarat', 'RAJMT', 'Aji GIDC, Rajkot 360003', 30],
  ['LDH01', 'Ludhiana Cycle Components', 'Gurdeep Gill', 'Punjab', 'LUDCC', 'Focal Point, Ludhiana 141010', 30],
  [
    'KOL01',
    'Eastern Valves & Fittings',
    'Subhash Ghosh',
    'West Bengal',
    'EASVF',
    'Dankuni Industrial Area, Hooghly 712311',
    60,
  ],
  ['AUR01', 'Aurangabad Auto Ancillary', 'Vishal Kale', 'Maharashtra', 'AURAA', 'Waluj MIDC, Aurangabad 431136', 30],
  [
    'CHN01',
    'Chennai Compressor Parts',
    'Karthik Raman',
    'Tamil Nadu',
    'CHECP',
    'Ambattur Industrial Estate, Chennai 600058',
    45,
  ],
  [
    'BLR02',
    'Bangalore Electro Mech',
    'Prakash Rao',
    'Karnataka',
    'BANEM',
    'Bommasandra Industrial Area, Bengaluru 560099',
    30,
  ],
];

/**
 * The customers supplied zero-rated (IGST Act 16): a valve maker's unit in an SEZ near Chennai, with
 * a GSTIN and invoiced without payment of IGST under the company's LUT; and a hydraulics firm in
 * Germany, billed in euros and shipped from Nhava Sheva.
 */
export const ZERO_RATED_CUSTOMERS = [
  {
    partyCode: 'SEZ01',
    name: 'Coromandel Flow Controls Pvt Ltd (SEZ unit)',
    contactPerson: 'Venkatesh Iyer',
    email: 'purchase@coromandelflow.in',
    phone: '+91 44 6745 2210',
    state: 'Tamil Nadu',
    pan: 'CORFL',
    address: 'Plot C-21, Mahindra World City SEZ, Chengalpattu 603004',
    paymentTermsDays: 45,
    gstCategory: 'sez',
    countryCode: null,
    currency: null,
  },
  {
    partyCode: 'EXP01',
    name: 'Kessler Hydraulik GmbH',
    contactPerson: 'Markus Weber',
    email: 'einkauf@kessler-hydraulik.de',
    phone: '+49 7161 958 7240',
    state: null,
    pan: null,
    address: 'Industriestrasse 14, 73037 Goeppingen, Germany',
    paymentTermsDays: 60,
    gstCategory: 'overseas',
    countryCode: 'DE',
    currency: 'EUR',
  },
] as const;
