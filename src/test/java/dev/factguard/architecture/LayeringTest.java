package dev.factguard.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The layering of DESIGN.md, checked on the compiled main classes: the core is plain Java (it can be reused and
 * tested without a framework), functions stay thin and reach adapters only through config's producers, adapters
 * never call back into functions.
 */
class LayeringTest {

    private static JavaClasses main;

    @BeforeAll
    static void importMainClasses() {
        main = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_JARS)
                .importPackages("dev.factguard");
    }

    @Test
    void core_uses_no_framework_or_library_of_the_edges() {
        check(noClasses()
                .that()
                .resideInAPackage("dev.factguard.core..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(
                        "io.quarkus..",
                        "io.vertx..",
                        "io.smallrye..",
                        "jakarta..",
                        "org.jsoup..",
                        "dev.langchain4j..",
                        "com.fasterxml.jackson..",
                        "org.eclipse.microprofile..",
                        "io.micrometer..",
                        "org.jboss..")
                .because("the core is plain Java: no Quarkus, Vert.x, jsoup, LangChain4j or Jackson"));
    }

    @Test
    void core_knows_nothing_of_the_outer_layers() {
        check(noClasses()
                .that()
                .resideInAPackage("dev.factguard.core..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage("dev.factguard.adapter..", "dev.factguard.function..", "dev.factguard.config.."));
    }

    @Test
    void functions_never_reach_adapters() {
        check(noClasses()
                .that()
                .resideInAPackage("dev.factguard.function..")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("dev.factguard.adapter..")
                .because("functions talk to ports of the core; config wires the adapters"));
    }

    @Test
    void adapters_never_reach_functions() {
        check(noClasses()
                .that()
                .resideInAPackage("dev.factguard.adapter..")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("dev.factguard.function.."));
    }

    private static void check(ArchRule rule) {
        rule.check(main);
    }
}
