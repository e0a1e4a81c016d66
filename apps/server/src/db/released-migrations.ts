/**
 * The migrations that have landed, and the SHA-256 of each one's SQL as it landed. A database that
 * ran one never runs it again, so an edit to a landed migration reaches only new databases: the
 * two would differ. A change to the schema is a new migration; a new one is added here when it lands
 * (migrations.unit.test.ts says its hash).
 */
export const RELEASED_MIGRATIONS: Readonly<Record<string, string>> = {
  '0000_init': 'db6a0b79356ad334388de0a8de8c35a45e9c40ca965ee7f569f3cd6bb57cf59d',
  '0001_master_data': '3af5e12384785d15483395a5916d30c7b2cde82b15e4cf16a459292267e2ec49',
  '0002_one_search_column': 'ad0b4241682855c0efee4fc7dd43bd7e89d2e0779ec151e1f748fcc0d1e26417',
  '0003_products': '9592cdbe6ddfc098979d843a1eb09e340ba80ff2aeed31b229dcb42ba3724531',
  '0004_sales_and_invoices': 'e7122c92a71905e46790b0f22698d79e41c1580006efd06926e6f4e3b9eee234',
  '0005_lists_at_scale': 'a16e4f4df1366ebef279194a1a31796bd0eb344426ac12d217f8048d78cc5047',
  '0006_audit_log': '6df1ccab53f0ec882f7decd704cac330c89a15dbc553e093e9b4600572e51759',
  '0007_auth_throttle': 'ec9d8c9d51a265d65605ade2883c26d302305786140b45d2dd9aa9c8bfa386cb',
  '0008_dashboard_figures': '5c9950862e01c293f11abe7d54764022394c638c46f384f4f12554a632079a34',
  '0009_auth_changes': '3fe13a31c6ebca3a4fbd8b18e6fa989973df1b2e8dae2a618e440ab32f36baca',
  '0010_step_permissions': '0b9101a4ffd72832ec34ad4db2844b2fe3d222ad6021dbc890e707b467466bb6',
  '0011_customer_name_search': '0a3571b874a5794863e01569a86ab8bfd24716a35529e1902dd3b1dbd5027160',
  '0012_delivery_challans': '123b51e8af99d6ee16cda7a0c236b111cb15a72b3f8134042ca73b680b62a1f1',
  '0013_payment_tds': '8325a3bd43b8e79654edb30af50583f86e10e248b241ae0b65ec552be2383a87',
  '0014_email_permission': '349c9c58897335cbddc3cf39ca213b1825df83152c7bdfd8f7936659da629a32',
  '0015_e_invoicing': '2538b80a82b36d05d7d1acde13ad6117e704c008fcab8e33da9c56515d70597f',
  '0016_gst_portal_fields': '3bc61d7c76bfc3f751591b3fc298aba16ce802f0115313d5101aa40776089b9a',
  '0017_credit_debit_notes': 'c6d1767d779fb5b0711374f8bfc3d3f33d22d5d5ac2a5438b27f7f71fe33993f',
  '0018_buying_stock_job_work': '00d7ef9c912784c001437bf020b10e53b8be20e5591969e51746115630f751eb',
  '0019_production': '33e4f1b479c2e9a9ecd751f99bd2cd1676f4ad43881b1c9bae5c790382f6b39b',
  '0020_production_list_indexes': 'eb32ed2256b9a217f933bdf8cf493b50382f08bdc1da67911b927b1e36e8a904',
  '0021_pdi_per_product': '4777bfd8c5dcec63db6737d6e0db68e6e4717bd971db9e8878663ce62006210e',
  '0022_supplier_terms': 'a78bc2d9761d8bebecce402d8f070fa939f3eac3efb2672af69376892cc6c4c7',
  '0023_capacity_as_run': '57ed4ba2bc2bb1bcff71f9fa44fe44c6865ecc13c5bf8e0771b0b55ee94dc6f5',
  '0024_schedule_generation': 'c0046ca77a74ef346c78d8d2ae85c4ce18a871b60c503e9620204d10047a3ae5',
  '0025_bar_per_piece': '458e1384d5b059137dc44c76ed7a1c0463180fdc9a8f0788e85d9344cdb8d2a3',
  '0026_machine_hours_from_pieces': '8e7e8119c8ef8ece5ee0a4aa6a5c12f93dbb34cb6423856805fb9f42a30b8921',
  '0027_generations_by_name': '7742bf959be6c5d7d921ec57d681afb4c327b0d4eea4946e1cfb9cac0a9668e6',
  '0028_record_search_indexes': 'd43cf83f998084655a465c05f1513a147822a995da290885109f65529694e3c0',
  '0029_quotations_blanket_orders_schedules': '48ba43c977f7329e44257458be1a205efb00590f2684658aceee90d5d755159e',
  '0030_contract_triggers': '5daae5cfeb112195748c7777d005ad7113dce4e5a80ae62e221409d87c4ae334',
  '0031_quality_boxes': '4e9e176590ebd5b18d3c611fbe188dc0c28b45d8297b60fd9c1df8714af433ef',
  '0032_quality_triggers': '8117cc2af6eff8aa262ef6e1e549c544443616992016427433b136f0b9dc61d5',
  '0033_accounts_side': '0efdd56ac47a21f1b032bfe56de1a6dd348c1603b0b3199321e2405fc2dab553',
  '0034_accounts_side_triggers': '891e90da190d7a7c36069551bf190caf32276d1a4f35434d3ef15ea3dbbe2d28',
  '0035_tally_ledgers': '04f254d7f0f79cc87b6e989e3ab285cd60e8e5f443cf66e781ab43a4f98ad7c1',
};
