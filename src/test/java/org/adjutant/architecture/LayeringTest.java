package org.adjutant.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The layering the package tree promises, checked on every build. */
class LayeringTest {
    private static JavaClasses classes;

    @BeforeAll
    static void importClasses() {
        classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.adjutant");
    }

    @Test
    @DisplayName("the GITM engine is pure: no mail, SQL, Quartz, FreeMarker, logging back-ends or the robot's core")
    void gitmIsPure() {
        noClasses().that().resideInAPackage("org.adjutant.gitm..")
                .and().resideOutsideOfPackages("org.adjutant.gitm.map.gen..")
                .should().dependOnClassesThat().resideInAnyPackage(
                        "jakarta.mail..", "org.eclipse.angus..", "org.apache.commons.mail2..", "java.sql..",
                        "javax.sql..", "org.h2..", "org.flywaydb..", "org.quartz..", "freemarker..",
                        "com.icegreen..", "picocli..", "org.adjutant.mail..", "org.adjutant.store..",
                        "org.adjutant.schedule..", "org.adjutant.intake..", "org.adjutant.turn..",
                        "org.adjutant.report..", "org.adjutant.cli..", "org.adjutant.demo..", "org.adjutant.app..")
                .check(classes);
    }

    @Test
    @DisplayName("rules areas plug into the turn: the sequence and movement never depend on inactive units' steps")
    void rulesAreasPlugIn() {
        noClasses().that().resideInAnyPackage("org.adjutant.gitm.sequence..", "org.adjutant.gitm.movement..")
                .should().dependOnClassesThat().resideInAPackage("org.adjutant.gitm.readiness..")
                .check(classes);
    }

    @Test
    @DisplayName("the ruleset contract depends on nothing but the JDK")
    void rulesetContractIsSmall() {
        noClasses().that().resideInAPackage("org.adjutant.ruleset..")
                .should().dependOnClassesThat().resideOutsideOfPackages("java..", "org.adjutant.ruleset..")
                .check(classes);
    }

    @Test
    @DisplayName("the robot's core never depends on a particular ruleset")
    void coreIsRulesetAgnostic() {
        noClasses().that().resideInAnyPackage("org.adjutant.intake..", "org.adjutant.turn..",
                        "org.adjutant.store..", "org.adjutant.mail..", "org.adjutant.schedule..",
                        "org.adjutant.report..", "org.adjutant.game..", "org.adjutant.config..",
                        "org.adjutant.player..")
                .should().dependOnClassesThat().resideInAPackage("org.adjutant.gitm..")
                .check(classes);
    }

    @Test
    @DisplayName("the turn sequence, movement and combat never depend on the city rules (sieges, captures): they plug in")
    void cityRulesPlugIn() {
        noClasses().that().resideInAnyPackage("org.adjutant.gitm.sequence..", "org.adjutant.gitm.movement..",
                        "org.adjutant.gitm.combat..", "org.adjutant.gitm.state..", "org.adjutant.gitm.unit..")
                .should().dependOnClassesThat().resideInAPackage("org.adjutant.gitm.city..")
                .check(classes);
    }

    @Test
    @DisplayName("the engine uses no clock and no java.util.Random: chance comes from the labelled dice")
    void noHiddenChance() {
        noClasses().that().resideInAnyPackage("org.adjutant.gitm..", "org.adjutant.ruleset..")
                .and().resideOutsideOfPackages("org.adjutant.gitm.map.gen..")
                .should().dependOnClassesThat().haveFullyQualifiedName("java.util.Random")
                .orShould().callMethod(System.class, "currentTimeMillis")
                .orShould().callMethod(System.class, "nanoTime")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("java.time.Clock")
                .check(classes);
    }
}
