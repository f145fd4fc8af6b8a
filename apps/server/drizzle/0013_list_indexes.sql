CREATE INDEX "accreditation_project_update_time_idx" ON "accreditation_project" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "accreditation_project_name_trgm_idx" ON "accreditation_project" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accreditation_task_update_time_idx" ON "accreditation_task" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "accreditation_task_title_trgm_idx" ON "accreditation_task" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "admission_update_time_idx" ON "admission" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "association_standard_update_time_idx" ON "association_standard" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "association_standard_name_zh_trgm_idx" ON "association_standard" USING gin ("name_zh" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "association_standard_name_en_trgm_idx" ON "association_standard" USING gin ("name_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "certification_report_update_time_idx" ON "certification_report" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "certification_report_title_trgm_idx" ON "certification_report" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "class_student_update_time_idx" ON "class_student" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "classes_update_time_idx" ON "classes" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "classes_code_trgm_idx" ON "classes" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "classes_name_trgm_idx" ON "classes" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "classes_name_en_trgm_idx" ON "classes" USING gin ("name_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "conference_standard_update_time_idx" ON "conference_standard" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "conference_standard_name_zh_trgm_idx" ON "conference_standard" USING gin ("name_zh" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "conference_standard_name_en_trgm_idx" ON "conference_standard" USING gin ("name_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "continuous_improvement_update_time_idx" ON "continuous_improvement" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "continuous_improvement_finding_trgm_idx" ON "continuous_improvement" USING gin ("finding" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "continuous_improvement_finding_en_trgm_idx" ON "continuous_improvement" USING gin ("finding_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "continuous_improvement_source_trgm_idx" ON "continuous_improvement" USING gin ("source" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "continuous_improvement_standards_codes_idx" ON "continuous_improvement" USING gin (string_to_array("standards", ','));--> statement-breakpoint
CREATE INDEX "core_value_update_time_idx" ON "core_value" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "core_value_approved_by_trgm_idx" ON "core_value" USING gin ("approved_by" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "country_update_time_idx" ON "country" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "country_code_trgm_idx" ON "country" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "country_name_zh_trgm_idx" ON "country" USING gin ("name_zh" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "country_name_en_trgm_idx" ON "country" USING gin ("name_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "course_update_time_idx" ON "course" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "course_code_trgm_idx" ON "course" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "course_name_trgm_idx" ON "course" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "course_name_en_trgm_idx" ON "course" USING gin ("name_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "curriculum_map_update_time_idx" ON "curriculum_map" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "degree_programs_head_update_time_idx" ON "degree_programs_head" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "degree_programs_lg_update_time_idx" ON "degree_programs_lg" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "degree_programs_lg_code_trgm_idx" ON "degree_programs_lg" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "degree_programs_lg_name_trgm_idx" ON "degree_programs_lg" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "degree_programs_lg_name_en_trgm_idx" ON "degree_programs_lg" USING gin ("name_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "degree_programs_lo_update_time_idx" ON "degree_programs_lo" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "degree_programs_lo_code_trgm_idx" ON "degree_programs_lo" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "degree_programs_lo_name_trgm_idx" ON "degree_programs_lo" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "degree_programs_lo_name_en_trgm_idx" ON "degree_programs_lo" USING gin ("name_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "degree_programs_update_time_idx" ON "degree_programs" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "degree_programs_code_trgm_idx" ON "degree_programs" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "degree_programs_name_trgm_idx" ON "degree_programs" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "degree_programs_name_en_trgm_idx" ON "degree_programs" USING gin ("name_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employment_sector_update_time_idx" ON "employment_sector" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "employment_update_time_idx" ON "employment" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "evaluation_history_update_time_idx" ON "evaluation_history" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "evaluation_history_evaluation_id_trgm_idx" ON "evaluation_history" USING gin ("evaluation_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "evaluation_score_update_time_idx" ON "evaluation_score" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "evaluation_score_evaluation_id_trgm_idx" ON "evaluation_score" USING gin ("evaluation_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "evaluation_update_time_idx" ON "evaluation" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "evaluation_year_course_update_time_idx" ON "evaluation_year_course" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "evaluation_year_lo_update_time_idx" ON "evaluation_year_lo" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "evaluation_year_update_time_idx" ON "evaluation_year" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "evaluation_year_name_trgm_idx" ON "evaluation_year" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "expected_outcome_update_time_idx" ON "expected_outcome" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "expected_outcome_approved_by_trgm_idx" ON "expected_outcome" USING gin ("approved_by" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "external_links_update_time_idx" ON "external_links" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "external_links_link_name_trgm_idx" ON "external_links" USING gin ("link_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "file_info_update_time_idx" ON "file_info" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "file_info_file_name_trgm_idx" ON "file_info" USING gin ("file_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "file_info_standards_codes_idx" ON "file_info" USING gin (string_to_array("standards", ','));--> statement-breakpoint
CREATE INDEX "file_sharing_update_time_idx" ON "file_sharing" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "file_sharing_name_trgm_idx" ON "file_sharing" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "financial_resource_update_time_idx" ON "financial_resource" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "improvement_action_update_time_idx" ON "improvement_action" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "improvement_action_finding_trgm_idx" ON "improvement_action" USING gin ("finding" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mission_update_time_idx" ON "mission" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "mission_approved_by_trgm_idx" ON "mission" USING gin ("approved_by" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "module_field_customization_update_time_idx" ON "module_field_customization" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "module_field_customization_module_trgm_idx" ON "module_field_customization" USING gin ("module" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "module_field_customization_label_zh_trgm_idx" ON "module_field_customization" USING gin ("label_zh" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "module_field_customization_label_en_trgm_idx" ON "module_field_customization" USING gin ("label_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "module_field_value_update_time_idx" ON "module_field_value" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "module_field_value_resource_trgm_idx" ON "module_field_value" USING gin ("resource" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "module_field_value_record_id_trgm_idx" ON "module_field_value" USING gin ("record_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "performance_target_update_time_idx" ON "performance_target" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "performance_target_code_trgm_idx" ON "performance_target" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "performance_target_name_zh_trgm_idx" ON "performance_target" USING gin ("name_zh" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "performance_target_name_en_trgm_idx" ON "performance_target" USING gin ("name_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "performance_target_standards_codes_idx" ON "performance_target" USING gin (string_to_array("standards", ','));--> statement-breakpoint
CREATE INDEX "performance_target_year_update_time_idx" ON "performance_target_year" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "periodical_standard_update_time_idx" ON "periodical_standard" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "periodical_standard_name_zh_trgm_idx" ON "periodical_standard" USING gin ("name_zh" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "periodical_standard_name_en_trgm_idx" ON "periodical_standard" USING gin ("name_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "periodical_standard_issn_trgm_idx" ON "periodical_standard" USING gin ("issn" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "periodical_standard_ranking_trgm_idx" ON "periodical_standard" USING gin ("ranking" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "physical_resource_update_time_idx" ON "physical_resource" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "physical_resource_name_zh_trgm_idx" ON "physical_resource" USING gin ("name_zh" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "physical_resource_name_en_trgm_idx" ON "physical_resource" USING gin ("name_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "physical_resource_location_trgm_idx" ON "physical_resource" USING gin ("location" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "professional_engagement_update_time_idx" ON "professional_engagement" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "professional_engagement_title_trgm_idx" ON "professional_engagement" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "professional_engagement_organisation_trgm_idx" ON "professional_engagement" USING gin ("organisation" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "professional_staff_accreditation_update_time_idx" ON "professional_staff_accreditation" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "professional_staff_accreditation_specialty_trgm_idx" ON "professional_staff_accreditation" USING gin ("specialty" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "professional_staff_accreditation_specialty_en_trgm_idx" ON "professional_staff_accreditation" USING gin ("specialty_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "professional_staff_update_time_idx" ON "professional_staff" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "professional_staff_staff_number_trgm_idx" ON "professional_staff" USING gin ("staff_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "professional_staff_name_zh_trgm_idx" ON "professional_staff" USING gin ("name_zh" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "professional_staff_name_en_trgm_idx" ON "professional_staff" USING gin ("name_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "professional_staff_position_trgm_idx" ON "professional_staff" USING gin ("position" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "project_standard_update_time_idx" ON "project_standard" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "project_standard_name_zh_trgm_idx" ON "project_standard" USING gin ("name_zh" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "project_standard_name_en_trgm_idx" ON "project_standard" USING gin ("name_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "qualitative_evaluation_update_time_idx" ON "qualitative_evaluation" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "questionnaire_update_time_idx" ON "questionnaire" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "questionnaire_name_trgm_idx" ON "questionnaire" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "questionnaire_name_en_trgm_idx" ON "questionnaire" USING gin ("name_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "questionnaire_template_update_time_idx" ON "questionnaire_template" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "questionnaire_template_name_trgm_idx" ON "questionnaire_template" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "questionnaire_template_name_en_trgm_idx" ON "questionnaire_template" USING gin ("name_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "report_description_update_time_idx" ON "report_description" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "report_description_section_code_trgm_idx" ON "report_description" USING gin ("section_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "report_description_title_zh_trgm_idx" ON "report_description" USING gin ("title_zh" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "report_description_title_en_trgm_idx" ON "report_description" USING gin ("title_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "report_section_update_time_idx" ON "report_section" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "report_section_title_trgm_idx" ON "report_section" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "research_output_author_update_time_idx" ON "research_output_author" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "research_output_author_external_name_trgm_idx" ON "research_output_author" USING gin ("external_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "research_output_update_time_idx" ON "research_output" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "research_output_title_zh_trgm_idx" ON "research_output" USING gin ("title_zh" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "research_output_title_en_trgm_idx" ON "research_output" USING gin ("title_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "research_output_venue_name_trgm_idx" ON "research_output" USING gin ("venue_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "research_output_venue_level_trgm_idx" ON "research_output" USING gin ("venue_level" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "research_output_doi_trgm_idx" ON "research_output" USING gin ("doi" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "research_output_isbn_trgm_idx" ON "research_output" USING gin ("isbn" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "research_output_patent_number_trgm_idx" ON "research_output" USING gin ("patent_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "retention_update_time_idx" ON "retention" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "school_year_update_time_idx" ON "school_year" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "school_year_name_trgm_idx" ON "school_year" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "scoring_criteria_update_time_idx" ON "scoring_criteria" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "scoring_criteria_name_trgm_idx" ON "scoring_criteria" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "semester_update_time_idx" ON "semester" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "semester_name_trgm_idx" ON "semester" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "strategic_action_update_time_idx" ON "strategic_action" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "strategic_action_code_trgm_idx" ON "strategic_action" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "strategic_action_title_zh_trgm_idx" ON "strategic_action" USING gin ("title_zh" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "strategic_action_title_en_trgm_idx" ON "strategic_action" USING gin ("title_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "strategic_action_standards_codes_idx" ON "strategic_action" USING gin (string_to_array("standards", ','));--> statement-breakpoint
CREATE INDEX "strategic_goal_update_time_idx" ON "strategic_goal" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "strategic_goal_code_trgm_idx" ON "strategic_goal" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "strategic_goal_name_zh_trgm_idx" ON "strategic_goal" USING gin ("name_zh" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "strategic_goal_name_en_trgm_idx" ON "strategic_goal" USING gin ("name_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "strategic_goal_standards_codes_idx" ON "strategic_goal" USING gin (string_to_array("standards", ','));--> statement-breakpoint
CREATE INDEX "strategic_plan_update_time_idx" ON "strategic_plan" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "strategic_plan_name_zh_trgm_idx" ON "strategic_plan" USING gin ("name_zh" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "strategic_plan_name_en_trgm_idx" ON "strategic_plan" USING gin ("name_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "strategic_priority_update_time_idx" ON "strategic_priority" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "strategic_priority_code_trgm_idx" ON "strategic_priority" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "strategic_priority_name_zh_trgm_idx" ON "strategic_priority" USING gin ("name_zh" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "strategic_priority_name_en_trgm_idx" ON "strategic_priority" USING gin ("name_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "student_update_time_idx" ON "student" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "student_student_number_trgm_idx" ON "student" USING gin ("student_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "student_name_trgm_idx" ON "student" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "student_name_en_trgm_idx" ON "student" USING gin ("name_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "support_materials_update_time_idx" ON "support_materials" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "support_materials_title_zh_trgm_idx" ON "support_materials" USING gin ("title_zh" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "support_materials_title_en_trgm_idx" ON "support_materials" USING gin ("title_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "support_materials_standard_trgm_idx" ON "support_materials" USING gin ("standard" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "syllabus_update_time_idx" ON "syllabus" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "system_user_notes_update_time_idx" ON "system_user_notes" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "system_user_notes_title_trgm_idx" ON "system_user_notes" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "teacher_accreditation_update_time_idx" ON "teacher_accreditation" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "teacher_accreditation_specialty_trgm_idx" ON "teacher_accreditation" USING gin ("specialty" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "teacher_accreditation_specialty_en_trgm_idx" ON "teacher_accreditation" USING gin ("specialty_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "teacher_discipline_update_time_idx" ON "teacher_discipline" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "teacher_field_requirement_update_time_idx" ON "teacher_field_requirement" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "teacher_field_requirement_field_key_trgm_idx" ON "teacher_field_requirement" USING gin ("field_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "teacher_update_time_idx" ON "teacher" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "teacher_staff_id_trgm_idx" ON "teacher" USING gin ("staff_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "teacher_name_trgm_idx" ON "teacher" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "teacher_name_en_trgm_idx" ON "teacher" USING gin ("name_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "teacher_subject_trgm_idx" ON "teacher" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "teacher_subject_en_trgm_idx" ON "teacher" USING gin ("subject_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "teaching_assignment_update_time_idx" ON "teaching_assignment" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "teaching_assignment_course_code_trgm_idx" ON "teaching_assignment" USING gin ("course_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "teaching_assignment_course_name_trgm_idx" ON "teaching_assignment" USING gin ("course_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "teaching_assignment_term_trgm_idx" ON "teaching_assignment" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "teaching_assignment_source_id_trgm_idx" ON "teaching_assignment" USING gin ("source_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "teaching_contribution_update_time_idx" ON "teaching_contribution" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "teaching_contribution_title_trgm_idx" ON "teaching_contribution" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "teaching_contribution_organisation_trgm_idx" ON "teaching_contribution" USING gin ("organisation" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "teaching_program_update_time_idx" ON "teaching_program" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "teaching_program_teacher_update_time_idx" ON "teaching_program_teacher" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "tips_update_time_idx" ON "tips" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "tips_title_trgm_idx" ON "tips" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tips_module_trgm_idx" ON "tips" USING gin ("module" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "training_objective_update_time_idx" ON "training_objective" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "training_objective_code_trgm_idx" ON "training_objective" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "virtual_resource_update_time_idx" ON "virtual_resource" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "virtual_resource_name_zh_trgm_idx" ON "virtual_resource" USING gin ("name_zh" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "virtual_resource_name_en_trgm_idx" ON "virtual_resource" USING gin ("name_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "virtual_resource_provider_trgm_idx" ON "virtual_resource" USING gin ("provider" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vision_update_time_idx" ON "vision" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "vision_approved_by_trgm_idx" ON "vision" USING gin ("approved_by" gin_trgm_ops);