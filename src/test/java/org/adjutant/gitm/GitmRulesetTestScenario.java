package org.adjutant.gitm;

/** The small scenario of {@link GitmRulesetTest}, shared with tests of the whole robot. */
public final class GitmRulesetTestScenario {
    public static final String TEXT = GitmRulesetTest.SCENARIO;

    private GitmRulesetTestScenario() {
    }
}
