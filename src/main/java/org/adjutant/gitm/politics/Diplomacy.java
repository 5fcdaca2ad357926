package org.adjutant.gitm.politics;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.adjutant.gitm.economy.OfficeOrders;
import org.adjutant.gitm.economy.Officers;
import org.adjutant.gitm.event.OrderNotCarriedOut;
import org.adjutant.gitm.event.TreatyEvent;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.order.OfficeOrder;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.PositionSettlement;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnStep;
import org.adjutant.gitm.state.Alliances;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.Polity;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.state.Treaty;

/**
 * Treaties and declarations of war between Mexican states (RAR 1.1-1.2 and RAR's note that the United States stays at
 * war with every Mexican state; docs/rules/politics.md section 6), in the Orders phase after the money orders. Every
 * declaration of war takes effect first and is public. Then each signature either meets the other state's signature of
 * the same terms (sent this turn or standing from an earlier one) and concludes the treaty, which sets the two states'
 * relation (GITM 1.4) and is told to everyone, or to the two parties alone when secret; or it stands as a proposal,
 * told to both parties, replacing the proposer's earlier one to the same state.
 */
public final class Diplomacy implements TurnStep {
    @Override
    public void run(Phase phase, TurnContext turn) {
        GitmState start = turn.board().start();
        if (turn.officeOrders().isEmpty()) {
            return;
        }
        List<Signed> declarations = new ArrayList<>();
        List<Signed> signatures = new ArrayList<>();
        for (Polity p : start.states().values()) {
            if (p.nation() != Nation.MX) {
                continue;
            }
            for (OfficeOrders.Given<OfficeOrder> given : OfficeOrders.of(turn, List.of(p.minister()),
                    OfficeOrder.class)) {
                OfficeOrder order = given.order();
                if (!(order instanceof OfficeOrder.Sign) && !(order instanceof OfficeOrder.DeclareWar)) {
                    continue;
                }
                Optional<String> why = problem(start, p.id(), order);
                if (why.isPresent()) {
                    turn.events().add(new OrderNotCarriedOut(phase, p.id(), "the leader of " + p.id(),
                            order.normalForm(), why.get(), Officers.of(p.id())));
                    continue;
                }
                String other = Presidents.stateNamed(start, party(order)).orElseThrow();
                (order instanceof OfficeOrder.DeclareWar ? declarations : signatures).add(new Signed(p.id(), other,
                        order instanceof OfficeOrder.Sign s ? s : null));
            }
        }
        if (declarations.isEmpty() && signatures.isEmpty()) {
            return;
        }
        Alliances alliances = start.alliances();
        List<Treaty> pending = new ArrayList<>(start.politics().proposals());
        List<Treaty> concluded = new ArrayList<>(start.politics().treaties());
        for (Signed d : declarations) {
            alliances = alliances.with(d.from(), d.to(), Relation.HOSTILE);
            pending.removeIf(t -> t.between(d.from(), d.to()));
            turn.events().add(TreatyEvent.warDeclared(phase, d.from(), d.to()));
        }
        List<Treaty> thisTurn = new ArrayList<>();
        for (Signed s : signatures) {
            thisTurn.add(new Treaty(Treaty.Kind.valueOf(s.sign().terms().name()), s.from(), s.to(),
                    s.sign().secret(), start.campaign(), start.turn()));
        }
        for (Treaty offer : thisTurn) {
            if (concluded.stream().anyMatch(t -> t.between(offer.first(), offer.second())
                    && t.campaign() == start.campaign() && t.turn() == start.turn())) {
                continue; // concluded this turn by the other party's signature, taken first
            }
            Optional<Treaty> answer = matching(offer, thisTurn).or(() -> matching(offer, pending));
            pending.removeIf(t -> t.first().equals(offer.first()) && t.second().equals(offer.second()));
            if (answer.isPresent()) {
                pending.removeIf(t -> t.between(offer.first(), offer.second()));
                Treaty made = offer.concluded(start.campaign(), start.turn());
                concluded.add(made);
                alliances = alliances.with(made.first(), made.second(), made.kind().relation());
                turn.events().add(TreatyEvent.concluded(phase, made));
            } else {
                pending.add(offer);
                turn.events().add(TreatyEvent.proposed(phase, offer));
            }
        }
        Settled settled = turn.attachment(Settled.class, Settled::new);
        settled.alliances = alliances;
        settled.pending = pending;
        settled.concluded = concluded;
    }

    /** The other party's signature of the same terms, secrecy included, addressed to the proposer. */
    private static Optional<Treaty> matching(Treaty offer, List<Treaty> among) {
        return among.stream().filter(t -> t.first().equals(offer.second()) && t.second().equals(offer.first())
                && t.kind() == offer.kind() && t.secret() == offer.secret()).findFirst();
    }

    private static String party(OfficeOrder order) {
        return order instanceof OfficeOrder.Sign s ? s.with() : ((OfficeOrder.DeclareWar) order).on();
    }

    /**
     * Why the leader of {@code state} may not sign this treaty or make this declaration, in the player's terms; the
     * arrival check and the deadline ask it of the same position.
     */
    public static Optional<String> problem(GitmState state, String leaderOf, OfficeOrder order) {
        String keyword = order instanceof OfficeOrder.Sign ? "TREATY" : "DECLARE WAR";
        Optional<Polity> own = state.state(leaderOf);
        if (own.isEmpty() || own.get().nation() != Nation.MX) {
            return Optional.of("the United States is at war with every Mexican state for the whole war: its leaders"
                    + " sign no " + keyword + " (RAR)");
        }
        String named = party(order);
        Optional<Polity> other = Presidents.stateNamed(state, named).flatMap(state::state);
        if (other.isEmpty()) {
            return Optional.of("there is no state " + named + " in this game");
        }
        String b = other.get().id();
        if (b.equals(leaderOf)) {
            return Optional.of("a state makes no treaty with itself and declares no war on itself");
        }
        if (other.get().nation() != Nation.MX) {
            return Optional.of("the United States is at war with every Mexican state for the whole war: no treaty"
                    + " with it and no declaration changes that (RAR)");
        }
        Relation now = state.relation(leaderOf, b);
        if (order instanceof OfficeOrder.DeclareWar) {
            return now == Relation.HOSTILE ? Optional.of(leaderOf + " is already at war with " + b) : Optional.empty();
        }
        OfficeOrder.Sign sign = (OfficeOrder.Sign) order;
        if (sign.terms() == OfficeOrder.Sign.Terms.ALLIANCE && now == Relation.ALLIED) {
            return Optional.of(leaderOf + " and " + b + " are already allied (GITM 1.4)");
        }
        if (sign.terms() == OfficeOrder.Sign.Terms.PEACE && now != Relation.HOSTILE) {
            return Optional.of(leaderOf + " and " + b + " are not at war, so there is no war to end; a peace treaty"
                    + " ends a war (RAR 1.1)");
        }
        return Optional.empty();
    }

    private record Signed(String from, String to, OfficeOrder.Sign sign) {
    }

    /** Keeps the turn's relations and treaties in the next position. */
    private static final class Settled implements PositionSettlement {
        private Alliances alliances;
        private List<Treaty> pending;
        private List<Treaty> concluded;

        @Override
        public GitmState settle(GitmState next) {
            return next.withAlliances(alliances).withPolitics(next.politics().withTreaties(pending, concluded));
        }
    }
}
