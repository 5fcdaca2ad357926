package org.adjutant.gitm.order;

import java.util.Optional;

/**
 * One understood order of the GITM order language. Every order prints a single canonical line, its normal form,
 * which the acknowledgement echoes and the turn runner stores; parsing that line gives the same order back.
 */
public sealed interface GitmOrder permits UnitOrder, OfficeOrder {
    /** The order as one canonical line. */
    String normalForm();

    /**
     * What the order decides, for spotting duplicates and contradictions: two orders of a block with the same slot
     * either repeat each other or disagree. Empty when a block may hold several different orders of this kind.
     */
    Optional<String> slot();
}
