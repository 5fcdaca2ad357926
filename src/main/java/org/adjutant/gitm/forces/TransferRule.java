package org.adjutant.gitm.forces;

import java.util.Optional;
import org.adjutant.gitm.unit.Merger;
import org.adjutant.gitm.unit.Quality;
import org.adjutant.gitm.unit.SizeLimits;
import org.adjutant.gitm.unit.Unit;

/**
 * Passing men and batteries from one unit to another (SoW 4.11; docs/rules/sow.md section 10): when it is allowed, and
 * the two units after it. Same type and state, never HQs; the giver keeps a man (giving all is a merge, SoW 4.13); the
 * receiver stays within its ceilings or nothing passes (as SoW 4.12 does for ships); on wartime turns the two share a
 * strategic square, and a tactical square when enemy units are in it; on peace and truce turns they may stand anywhere.
 * The receiver's ratings become the averages by men of its own and the newcomers'; the giver's do not change.
 * Supplies follow the average too, but are never made or destroyed by it ({@link #apply}).
 */
final class TransferRule {
    /**
     * The giver and the receiver after a transfer.
     *
     * @param suppliesEaten the receiver's supply that the average took away: the newcomers ate it (the turn's supply
     *                      ledger counts it as consumed)
     */
    record Result(Unit from, Unit to, int suppliesEaten) {
    }

    private TransferRule() {
    }

    /**
     * Why the transfer cannot be made now, if it cannot.
     *
     * @param wartime        a campaign turn that is neither peace nor truce
     * @param enemyInSquare  enemy units stand in the giver's strategic square
     */
    static Optional<String> problem(Unit from, Unit to, int men, int batteries, boolean wartime,
                                    boolean enemyInSquare) {
        String what = "transfer men (SoW 4.11)";
        if (from.id().equals(to.id())) {
            return Optional.of("a unit cannot transfer men to itself");
        }
        if (from.isHeadquarters() || to.isHeadquarters()) {
            return Optional.of("headquarters cannot transfer men (SoW 4.11)");
        }
        if (from.type() != to.type()) {
            return Optional.of(from.id() + " and " + to.id() + " are not of the same type, so they cannot " + what);
        }
        if (!from.state().equals(to.state())) {
            return Optional.of(from.id() + " and " + to.id() + " belong to different states, so they cannot " + what);
        }
        if (men > from.men()) {
            return Optional.of(from.id() + " has only " + from.men() + " men to give, not " + men);
        }
        if (men > 0 && men == from.men()) {
            return Optional.of("the transfer would leave " + from.id() + " with no men: merge it instead (SoW 4.13)");
        }
        if (batteries > from.batteries()) {
            return Optional.of(from.id() + " has only " + from.batteries() + " batteries to give, not " + batteries);
        }
        Optional<String> size = SizeLimits.additionProblem(to.id().toString(), to.type(), to.guard(),
                to.men() + men, to.batteries() + batteries);
        if (size.isPresent()) {
            return size;
        }
        if (wartime && !from.location().strategic().equals(to.location().strategic())) {
            return Optional.of(from.id() + " is in " + from.location().strategic() + " and " + to.id() + " in "
                    + to.location().strategic() + ": they must be in the same strategic square to " + what);
        }
        if (wartime && enemyInSquare && !from.location().tactical().equals(to.location().tactical())) {
            return Optional.of("enemy units are in " + from.location().strategic() + ", so " + from.id() + " and "
                    + to.id() + " must share a tactical square to " + what);
        }
        return Optional.empty();
    }

    /**
     * The two units after the transfer; call {@link #problem} first. A unit carries 0 or 1 supply, and a transfer
     * neither makes nor destroys one (the turn's supplies balance, docs/rules/gitm-10-supply.md section 15): when the
     * average gives the receiver a supply it lacked, it is the giver's, which the newcomers bring; when the average
     * takes the receiver's away, the newcomers eat it.
     */
    static Result apply(Unit from, Unit to, int men, int batteries) {
        Unit.Builder receiver = to.toBuilder().men(to.men() + men).batteries(to.batteries() + batteries);
        int supplies = men == 0 ? to.supplies() : Merger.weighted(to.supplies(), to.men(), from.supplies(), men);
        int brought = Math.max(0, supplies - to.supplies());
        int eaten = Math.max(0, to.supplies() - supplies);
        if (men > 0) {
            // the newcomers bring the giver's ratings; batteries alone change none (docs/rules/sow.md section 10)
            int own = to.men();
            receiver.quality(Quality.ofLevel(Merger.weighted(to.quality().level(), own, from.quality().level(), men)))
                    .experience(Merger.weighted(to.experience(), own, from.experience(), men))
                    .morale(Merger.weighted(to.morale(), own, from.morale(), men))
                    .fatigue(Merger.weighted(to.fatigue(), own, from.fatigue(), men))
                    .ammunition(Merger.weighted(to.ammunition(), own, from.ammunition(), men))
                    .supplies(supplies);
        }
        Unit giver = from.withMen(from.men() - men).withBatteries(from.batteries() - batteries)
                .withSupplies(from.supplies() - brought);
        return new Result(giver, receiver.build(), eaten);
    }
}
