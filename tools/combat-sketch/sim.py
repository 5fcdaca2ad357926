"""Throwaway Monte-Carlo sketch of the combat design in docs/rules/gitm-9-combat.md, used to choose the starting
values of its constants (section 22). Reads data/gitm/battles/*.yaml (docs/battles.md). Simplified: the field and
its 8 neighbours only, no HQs, no general retreat, no battle morale (section 22.5). Not part of the build; delete it
when the Java battle command exists."""
import sys, glob, random, math, statistics, yaml, copy

DIRS = {'N': (0, -1), 'NE': (1, -1), 'E': (1, 0), 'SE': (1, 1), 'S': (0, 1), 'SW': (-1, 1), 'W': (-1, 0), 'NW': (-1, -1)}
ORDER = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW']
IMPASSABLE = {'river', 'mountain', 'water'}
QUAL = ['very poor', 'poor', 'fair', 'average', 'good', 'very good', 'excellent']

C = dict(
    quality=[1.3 ** (i - 3) for i in range(7)],  # QUALITY_STEP 1.3
    art_q_exp=2,
    exp_bands=[(0, .80), (3, .85), (8, .90), (15, .95), (24, 1.0), (35, 1.05), (48, 1.10), (63, 1.15), (10**9, 1.20)],
    fat_bands=[(8, 1.0), (11, .9), (15, .8), (10**9, .7)],
    att_str={'assault': 1.2, 'last-ditch': 1.2, 'attack': 1.0, 'defend': 1.0, 'skirmish': .5, 'evade': .1},
    att_cas={'assault': 1.2, 'last-ditch': 1.2, 'attack': 1.0, 'defend': 1.0, 'skirmish': .5, 'evade': .2},
    rating=[.7, .8, .9, 1.0, 1.1],
    held=1.15, comms=1.1, militia_moving=.8, mixed=1.1, flank=.9,
    fort_melee_per_level=1.0, fort_red={1: .5, 2: .6, 3: .7, 4: .8, 5: .9},
    k_fire=.03, k_melee=.05, loser_extra=1.0, gamma=2, noise=.2,
    sq_fire=.5, sq_melee=1.5, sq_trap=.5, bombard=1.5, fire_cap=.5,
    exposure=1.0,
    rout_loss=(5, 15), retreat_loss=(0, 0), shatter=(30, 80),
    split_fire=dict(k=.20, w=.75, p=0, s=.05), split_win=dict(k=.15, w=.80, p=0, s=.05),
    split_lose=dict(k=.18, w=.32, p=.30, s=.20),
)

ARM = {'IN': ('foot', 1), 'LI': ('foot', 1), 'MI': ('foot', None), 'LC': ('cav', 1.5), 'MC': ('cav', 2.5),
       'NC': ('cav', 1.0), 'HA': ('art', 6), 'MA': ('art', 9), 'LA': ('art', 6), 'SA': ('art', 6)}
CAV_FORT = {'LC': .5, 'MC': .75, 'NC': .5}
CAV_SQ = {'LC': 1.2, 'MC': 2.0, 'NC': 3.0}


def band(bands, x):
    for hi, v in bands:
        if x <= hi:
            return v


class U:
    def __init__(s, d, side, dflt_at):
        s.id = d['id']; s.type = s.id[-2:]; s.side = side
        s.men = d['men']; s.bty = d.get('batteries', 0)
        s.q = QUAL.index(d.get('quality', 'average')); s.exp = d.get('experience', 0); s.mor = d.get('morale', 50)
        s.fat = d.get('fatigue', 0); s.ammo = d.get('ammunition', 5); s.comms = d.get('communications', '') == 'US1AQ'
        s.line = d.get('line', 'first')
        mil = s.type == 'MI'
        s.off = d.get('offensive', 'attack' if mil else 'skirmish'); s.dfn = d.get('defensive', 'defend' if mil else 'skirmish')
        s.pos = d.get('at', dflt_at); s.infort = d.get('inFort', False)
        s.arrive = d.get('arrive', None); s.engage = d.get('engage', s.arrive is not None)
        s.arrived = s.pos == 'field'; s.status = 'active'; s.failed = False
        s.loss = dict(k=0, w=0, p=0, s=0)
        s.moved = False; s.came_from = None

    def comps(s):
        """(foot, cav, art, surplus) men."""
        kind = ARM[s.type][0]
        if kind == 'art':
            w = min(s.bty, s.men // 50); a = min(s.men, 100 * w); return 0, 0, a, s.men - a
        a = min(s.men, 100 * s.bty) if s.bty else 0
        if a < 50: a = 0
        if kind == 'foot': return s.men - a, 0, a, 0
        return 0, s.men - a, a, 0

    def spaces(s):
        f, c, a, x = s.comps(); return f + 3 * c + 8 * a + x

    def art_mult(s, bombard=False):
        kind = ARM[s.type][0]
        if kind == 'art':
            if s.type == 'SA' and bombard: return 24
            return ARM[s.type][1]
        return 9 if kind == 'foot' else 6


def take(u, n, split):
    n = min(n, u.men)
    if n <= 0: return 0
    rem = n
    keys = ['k', 'w', 'p', 's']
    parts = {k: int(n * split[k]) for k in keys}
    left = n - sum(parts.values())
    fr = sorted(keys, key=lambda k: -(n * split[k] - int(n * split[k])))
    for k in fr[:left]: parts[k] += 1
    for k in keys: u.loss[k] += parts[k]
    u.men -= n
    return n


class Battle:
    def __init__(s, spec, rng, C):
        s.spec = spec; s.r = rng; s.C = C
        s.field = spec['field']; s.rating = s.field.get('rating', 0); s.fort = s.field.get('fort')
        s.around = {d: spec.get('around', {}).get(d, {'terrain': spec.get('surroundings', 'open')}) for d in ORDER}
        s.routBlocked = set(spec.get('routBlocked', []))
        s.sides = []; s.units = []; s.anchors = {}
        for sd in spec['sides']:
            s.sides.append(sd['id']); s.anchors[sd['id']] = set(sd.get('anchors', []))
            for ud in sd['units']:
                s.units.append(U(ud, sd['id'], 'field'))
        s.log = []

    def other(s, side):
        return s.sides[1] if side == s.sides[0] else s.sides[0]

    def active(s, side=None, pos=None):
        return [u for u in s.units if u.status == 'active' and (side is None or u.side == side) and (pos is None or u.pos == pos)]

    def noise(s):
        n = s.C['noise']; return s.r.uniform(1 - n, 1 + n)

    def sround(s, x):
        f = math.floor(x); return f + (1 if s.r.random() < x - f else 0)

    # ------------------------------------------------------------------ strength
    def unit_mods(s, u, ctx, art=False):
        C = s.C
        q = C['quality'][u.q] ** (C['art_q_exp'] if art else 1)
        m = q * band(C['exp_bands'], u.exp) * (.75 + u.mor / 200) * band(C['fat_bands'], u.fat)
        if ctx is None: return m * (C['comms'] if u.comms else 1)
        att = ctx['att'][u.id]
        a = C['att_str'][att]
        if att == 'skirmish' and u.type == 'LI': a = .7
        m *= a
        if ctx['defending'] == u.side:
            m *= C['rating'][s.rating]
            if not u.moved: m *= C['held']
        if u.comms: m *= C['comms']
        if u.type == 'MI' and u.moved: m *= C['militia_moving']
        return m

    def foot_mult(s, u):
        if u.type == 'MI': return .75 if s.field['terrain'] == 'town' else .5
        return 1

    def cav_mult(s, u, ctx):
        base = ARM[u.type][1]
        if ctx['fortbattle']: return CAV_FORT[u.type]
        q = ctx['sq_share'][s.other(u.side)]
        return base * (1 - q) + CAV_SQ[u.type] * q

    # ------------------------------------------------------------------ lines
    def allocate(s, side, L):
        us = s.active(side, 'field')
        req = {u.id: u.line for u in us}
        # 9.3 fix-up
        def members(l): return [u for u in us if req[u.id] == l]
        if us and not members('first'):
            pick = s.r.choice(sorted([u for u in us], key=lambda u: u.id)); req[pick.id] = 'first'
        if members('rear') and not members('second'):
            pick = s.r.choice(sorted(members('rear'), key=lambda u: u.id)); req[pick.id] = 'second'
        alloc = {}
        rearpool = []
        for ln in ('first', 'second'):
            ms = members(ln); tot = sum(u.spaces() for u in ms)
            f = 1 if tot <= L else L / tot
            for u in ms:
                alloc[u.id] = {'F': 0, 'S': 0, 'Rc': 0, 'Rx': 0}
                alloc[u.id]['F' if ln == 'first' else 'S'] = f
                if f < 1: rearpool.append((u, 1 - f))
        for u in members('rear'):
            alloc[u.id] = {'F': 0, 'S': 0, 'Rc': 0, 'Rx': 0}; rearpool.append((u, 1))
        R = 4 * L
        tot = sum(u.spaces() * fr for u, fr in rearpool)
        g = 1 if tot <= R else R / tot
        for u, fr in rearpool:
            alloc[u.id]['Rc'] += fr * g; alloc[u.id]['Rx'] += fr * (1 - g)
        return alloc

    def line_length(s, dirs):
        S = set(dirs)
        if not S: return 3000
        P = sum(1 for i, d in enumerate(ORDER) if d in S and ORDER[(i + 1) % 8] in S)
        return 1500 * (2 * len(S) - P)

    # ------------------------------------------------------------------ flanks
    def open_flanks(s, side, ctx, alloc, L):
        if ctx['fortbattle'] or ctx['sq_share'][side] > 0: return 0
        anchors = set(s.anchors[side])
        for d in ORDER:
            if s.around[d]['terrain'] in IMPASSABLE: anchors.add(d)
            if any(u.pos == d for u in s.active(side)): anchors.add(d)
        if not anchors: return 2
        idx = [ORDER.index(d) for d in anchors]
        two = any((a - b) % 8 not in (0, 1, 7) for a in idx for b in idx)
        front = sum(u.spaces() * alloc[u.id]['F'] for u in s.active(side, 'field'))
        if two and 4 * front >= 3 * L: return 0
        return 1

    # ------------------------------------------------------------------ morale
    def morale_check(s, u, lossfrac, open_fl, melee=None):
        if u.fat >= 16: return 'shatter'
        bands = [(.05, 2.5, 1), (.10, 5, 2), (.20, 10, 4), (.30, 25, 10), (.40, 40, 16), (.50, 50, 20), (9, 60, 24)]
        for hi, R, O in bands:
            if lossfrac < hi: break
        qR = [1.3, 1.2, 1.05, 1, .95, .9, .8][u.q]; qO = [1.5, 1.3, 1.1, 1, .9, .95, .6][u.q]
        R *= qR; O *= qO
        if u.q == 5: R -= 5; O -= 2
        if u.q == 6: R -= 10; O -= 5
        eb = [(0, 2, 3), (3, 1.5, 2), (8, 1.2, 1.5), (15, 1.1, 1.2), (24, 1, 1), (35, .95, .9), (48, .9, .8), (63, .8, .6), (10**9, .7, .5)]
        for hi, a, b in eb:
            if u.exp <= hi: R *= a; O *= b; break
        fb = [(2, .75, .75), (5, .9, .9), (8, 1, 1), (11, 1.2, 1.2), (10**9, 1.5, 2)]
        for hi, a, b in fb:
            if u.fat <= hi: R *= a; O *= b; break
        R *= [1, 1.1, 1.2][open_fl]; O *= [1, 1.1, 1.2][open_fl]
        if melee == 'won': R -= 10; O -= 20
        if melee == 'lost': R += 10; O += 20
        O = min(max(O, 0), 100); R = min(max(R, 0), 100 - O)
        d = s.r.random() * 100
        if d < O: return 'rout'
        if d < O + R: return 'retreat'
        return 'hold'

    def leave(s, u, how, ctx_dirs=None):
        C = s.C
        if u.infort and how in ('retreat', 'rout'):
            u.failed = True; return
        if how in ('retreat', 'rout'): u.failed = True
        if how == 'shatter':
            pct = s.r.randint(*C['shatter']); n = round(u.men * pct / 100)
            take(u, n, dict(k=0, w=0, p=.5, s=.5)); u.status = 'shattered'; return
        if how == 'rout':
            d = s.r.choice(ORDER)
            if d in s.routBlocked: return s.leave(u, 'shatter')
            pct = s.r.randint(*C['rout_loss']); take(u, round(u.men * pct / 100), dict(k=0, w=0, p=.5, s=.5))
            u.fat += 3; u.status = 'routed'; return
        if how == 'retreat':
            bad = set()
            for dd in (ctx_dirs or []):
                i = ORDER.index(dd); bad |= {ORDER[i], ORDER[(i + 1) % 8], ORDER[(i - 1) % 8]}
            opts = [d for d in ORDER if d not in bad and s.around[d]['terrain'] not in IMPASSABLE
                    and not any(v.pos == d and v.side != u.side for v in s.active())]
            if not opts: return s.leave(u, 'shatter')
            pct = s.r.randint(*C['retreat_loss']); take(u, round(u.men * pct / 100), dict(k=0, w=0, p=0, s=1))
            u.fat += 2; u.status = 'retreated'; return

    # ------------------------------------------------------------------ casualties
    def distribute(s, C_total, targets, weightf, capf, split):
        W = {u.id: weightf(u) for u in targets}
        base = sum(W.values())
        if base <= 0: return {}
        got = {}
        for u in targets:
            x = C_total * W[u.id] / base
            got[u.id] = x
        out = {}
        for u in targets:
            n = s.sround(got[u.id] * s.cas_mod(u))
            n = min(n, int(capf(u)))
            out[u.id] = n
        return out

    def cas_mod(s, u):
        m = s.C['att_cas'][s.ctx['att'][u.id]] if s.ctx else s.C['att_cas'][u.dfn]
        if u.infort and s.manned: m *= 1 - s.C['fort_red'][s.fort['level']]
        if s.ctx and u.moved: m *= s.C['exposure']
        return m

    # ------------------------------------------------------------------ phases
    def run(s):
        C = s.C
        s.ctx = None; s.manned = False
        for p in range(1, s.spec['phases'] + 1):
            for u in s.units: u.moved = False; u.came_from = None
            # movement
            for u in sorted(s.active(), key=lambda u: u.id):
                if u.pos == 'field': continue
                go = (u.arrive == p) or (u.engage and u.arrived and not u.failed)
                enemies = any(v.pos == 'field' for v in s.active(s.other(u.side)))
                if go and (u.fat <= 8):
                    if enemies or True: u.fat += 1
                    u.came_from = u.pos; u.pos = 'field'; u.moved = True; u.arrived = True
            # bombardment
            s.bombard(p)
            # battle
            A = s.active(s.sides[0], 'field'); B = s.active(s.sides[1], 'field')
            if A and B: s.fight(p)
        holders = [sd for sd in s.sides if s.active(sd, 'field')]
        return holders[0] if len(holders) == 1 else 'none'

    def bombard(s, p):
        C = s.C
        pos = lambda d: (0, 0) if d == 'field' else DIRS[d]
        names = ['field'] + ORDER
        fire = {}
        for u in s.active():
            if u.moved or u.ammo <= 0 or u.off == 'evade': continue
            f, c, a, x = u.comps()
            if a <= 0: continue
            here = [v for v in s.active() if v.pos == u.pos]
            if any(v.side != u.side for v in here): continue
            px, py = pos(u.pos)
            best = None
            for nme in names:
                qx, qy = pos(nme)
                if max(abs(px - qx), abs(py - qy)) != 1: continue
                occ = [v for v in s.active() if v.pos == nme]
                if not occ or any(v.side == u.side for v in occ): continue
                men = sum(v.men for v in occ)
                if best is None or men > best[0]: best = (men, nme)
            if best is None: continue
            S = a * u.art_mult(True) * s.unit_mods(u, None, art=True) * C['bombard']
            fire.setdefault(best[1], []).append((u, S))
        for tgt, lst in fire.items():
            S = sum(x for _, x in lst)
            for u, _ in lst: u.ammo -= 1; u.fat += 1
            Ct = C['k_fire'] * S * s.noise()
            occ = [v for v in s.active() if v.pos == tgt]
            s.ctx = None
            s.manned = s.fort is not None and tgt == 'field' and s.wallmen(occ) * 3 >= s.fort['capacity']
            start = {v.id: v.men for v in occ}
            got = s.distribute(Ct, occ, lambda v: v.men, lambda v: v.men * C['fire_cap'], None)
            for v in occ: take(v, got.get(v.id, 0), C['split_fire'])
            for v in occ:
                if start[v.id] and (start[v.id] - v.men) / start[v.id] >= .02:
                    res = s.morale_check(v, (start[v.id] - v.men) / start[v.id], 0)
                    if res != 'hold': s.leave(v, res, [])
            s.log.append(f'P{p} bombard {tgt} S={S:.0f} cas={sum(got.values())}')

    def wallmen(s, us):
        t = 0
        for u in us:
            if not u.infort: continue
            f, c, a, x = u.comps(); t += f + x + 2 * a
        return t

    def fight(s, p):
        C = s.C
        onf = lambda side: s.active(side, 'field')
        movers = {sd: [u for u in onf(sd) if u.moved] for sd in s.sides}
        holders = [sd for sd in s.sides if any(not u.moved for u in onf(sd))]
        if len(holders) == 1: defending = holders[0]
        elif len(holders) == 2: defending = s.sides[0]  # STANDING: file order stands in for the contact's defenders
        else: defending = None
        attacking = s.other(defending) if defending else None
        att = {}
        for u in s.active():
            att[u.id] = (u.dfn if u.side == defending else u.off)
        dirs = [u.came_from for u in movers[attacking]] if attacking else [u.came_from for u in movers[s.sides[0]]]
        L = s.line_length([d for d in dirs if d])
        fortbattle = s.fort is not None and any(u.infort for u in s.active(pos='field'))
        # squares 9.5
        sq = {}
        sq_share = {sd: 0 for sd in s.sides}
        for sd in s.sides:
            enemy = s.other(sd)
            if defending == sd or defending is None:
                eu = onf(enemy)
                has_inf = any(ARM[u.type][0] == 'foot' for u in eu)
                cav = sum(u.comps()[1] for u in eu); men = sum(u.men for u in eu)
                bt = sum(u.bty for u in eu)
                if not has_inf and men and cav * 2 > men and bt * 1000 < 4 * cav:
                    for u in onf(sd):
                        if u.type in ('IN', 'LI') and not u.infort: sq[u.id] = True
        s.ctx = dict(att=att, defending=defending, fortbattle=fortbattle, sq=sq, sq_share=sq_share)
        alloc = {sd: s.allocate(sd, L) for sd in s.sides}
        for sd in s.sides:
            m12 = sum(u.men * (alloc[sd][u.id]['F'] + alloc[sd][u.id]['S']) for u in onf(sd))
            sqm = sum(u.men * (alloc[sd][u.id]['F'] + alloc[sd][u.id]['S']) for u in onf(sd) if u.id in sq)
            sq_share[sd] = sqm / m12 if m12 else 0
        s.manned = fortbattle and s.wallmen(onf(defending) if defending else []) * 3 >= s.fort['capacity']
        ammo0 = {u.id: u.ammo > 0 for u in s.active()}
        spent = set()
        # ---- firing
        FS = {}
        for sd in s.sides:
            tot = 0
            for u in onf(sd):
                a_ = alloc[sd][u.id]
                if not ammo0[u.id]: continue
                f, c, a, x = u.comps()
                fs = f * a_['F'] * s.foot_mult(u) * s.unit_mods(u, s.ctx) * (C['sq_fire'] if u.id in sq else 1)
                fs += a * (a_['F'] + a_['S']) * u.art_mult() * s.unit_mods(u, s.ctx, art=True)
                if fs > 0: spent.add(u.id); u.fat += 1
                tot += fs
            FS[sd] = tot
        mixed = {sd: s.mixed(sd, alloc[sd], fortbattle) for sd in s.sides}
        start = {u.id: u.men for u in s.active(pos='field')}
        losses = {}
        for sd in s.sides:
            Ct = C['k_fire'] * FS[sd] * mixed[sd] * s.noise()
            tg = onf(s.other(sd)); al = alloc[s.other(sd)]
            losses.update(s.distribute(Ct, tg, lambda v: v.men * (al[v.id]['F'] + al[v.id]['S']),
                                       lambda v: v.men * (al[v.id]['F'] + al[v.id]['S']) * C['fire_cap'], None))
        for u in s.active(pos='field'): take(u, losses.get(u.id, 0), C['split_fire'])
        for u in s.active(): 
            if u.id in spent: u.ammo -= 1
        flanks = {sd: s.open_flanks(sd, s.ctx, alloc[sd], L) for sd in s.sides}
        for u in list(s.active(pos='field')):
            lf = (start[u.id] - u.men) / start[u.id] if start[u.id] else 0
            if lf >= .02:
                res = s.morale_check(u, lf, flanks[u.side])
                if res != 'hold':
                    enemy_dirs = [v.came_from for v in movers[s.other(u.side)] if v.came_from]
                    own = [u.came_from] if u.came_from else []
                    s.leave(u, res, enemy_dirs + [DIRS_OPP(d) for d in own])
        if not (onf(s.sides[0]) and onf(s.sides[1])):
            s.log.append(f'P{p} fire only'); return
        # ---- melee
        alloc = {sd: s.allocate(sd, L) for sd in s.sides}
        s.manned = fortbattle and s.wallmen(onf(defending) if defending else []) * 3 >= s.fort['capacity']
        M = {sd: s.melee_strength(sd, alloc[sd], flanks[sd], fortbattle, ammo0) for sd in s.sides}
        a_, b_ = s.sides
        for sd in s.sides:
            if M[s.other(sd)] >= 2 * M[sd]:
                for u in onf(sd):
                    if att[u.id] in ('attack', 'defend'): att[u.id] = 'skirmish'
        M = {sd: s.melee_strength(sd, alloc[sd], flanks[sd], fortbattle, ammo0) for sd in s.sides}
        g = C['gamma']
        pa = M[a_] ** g / (M[a_] ** g + M[b_] ** g) if M[a_] + M[b_] > 0 else .5
        win = a_ if s.r.random() < pa else b_
        lose = s.other(win)
        start = {u.id: u.men for u in s.active(pos='field')}
        for u in s.active(pos='field'):
            al = alloc[u.side][u.id]
            if al['F'] + al['S'] + al['Rc'] > 0:
                u.fat += 1
                if u.id not in spent and ammo0[u.id] and ARM[u.type][0] != 'cav': u.ammo -= 1
        for sd in s.sides:
            tg = onf(s.other(sd))
            Ct = C['k_melee'] * M[sd] * s.noise() * (1 + C['loser_extra'] if s.other(sd) == lose else 1)
            got = s.distribute(Ct, tg, lambda v: v.men, lambda v: v.men * C['fire_cap'], None)
            for v in tg: take(v, got.get(v.id, 0), C['split_lose'] if v.side == lose else C['split_win'])
        # experience 3.6
        r = max(M[a_], M[b_]) / max(1e-9, min(M[a_], M[b_]))
        xp = 5 if r <= 1.25 else 4 if r <= 1.75 else 3 if r <= 2.5 else 2 if r <= 4 else 1
        for u in s.active(pos='field'): u.exp = min(100, u.exp + xp)
        for u in list(s.active(pos='field')):
            lf = (start[u.id] - u.men) / start[u.id] if start[u.id] else 0
            if lf >= .02:
                res = s.morale_check(u, lf, flanks[u.side], 'won' if u.side == win else 'lost')
                if res != 'hold':
                    enemy_dirs = [v.came_from for v in movers[s.other(u.side)] if v.came_from]
                    s.leave(u, res, enemy_dirs)
        # fall back / surrender
        for u in list(onf(lose)):
            if u.infort:
                take(u, u.men, dict(k=0, w=0, p=1, s=0)); u.status = 'surrendered'; continue
            if u.id in sq and s.r.random() < C['sq_trap']:
                s.leave(u, 'shatter'); continue
            opts = [d for d in ORDER if s.around[d]['terrain'] not in IMPASSABLE
                    and not any(v.pos == d and v.side != u.side for v in s.active())]
            if not opts: s.leave(u, 'shatter'); continue
            friends = [d for d in opts if any(v.pos == d and v.side == u.side for v in s.active())]
            d = s.r.choice(friends or opts)
            u.pos = d; u.fat += 1
        s.log.append(f'P{p} L={L} FS={ {k: round(v) for k, v in FS.items()} } M={ {k: round(v) for k, v in M.items()} } win={win}')

    def mixed(s, side, alloc, fortbattle):
        if fortbattle: return 1
        cav = tot = 0
        for u in s.active(side, 'field'):
            al = alloc[u.id]; f, c, a, x = u.comps(); k = al['F'] + al['S'] + .5 * al['Rc']
            kc = al['F'] + al['S']
            cav += c * ARM[u.type][1] * kc if ARM[u.type][0] == 'cav' else 0
            tot += (f * s.foot_mult(u) + x * .5) * k + a * u.art_mult() * k + (c * ARM[u.type][1] * kc if c else 0)
        return s.C['mixed'] if tot and 1 / 3 <= cav / tot <= 2 / 3 else 1

    def melee_strength(s, side, alloc, open_fl, fortbattle, ammo0):
        C = s.C; tot = 0
        for u in s.active(side, 'field'):
            al = alloc[u.id]; f, c, a, x = u.comps()
            full = al['F'] + al['S']; half = .5 * al['Rc']
            m = s.unit_mods(u, s.ctx)
            noammo = not ammo0[u.id]
            fm = f * s.foot_mult(u) * (C['sq_melee'] if u.id in s.ctx['sq'] else 1) * (full + half)
            if noammo and ARM[u.type][0] == 'foot': fm *= .5
            cm = c * s.cav_mult(u, s.ctx) * full if c else 0
            am = a * u.art_mult() * (full + half) * (C['quality'][u.q] ** (C['art_q_exp'] - 1))
            if noammo: am *= .1
            xm = x * .5 * (full + half)
            val = (fm + cm + am + xm) * m
            if u.infort and s.manned: val *= 1 + C['fort_melee_per_level'] * s.fort['level']
            tot += val
        mix = s.mixed(side, alloc, fortbattle)
        fl = 1 if (fortbattle or s.ctx['sq_share'][side] > 0) else C['flank'] ** open_fl
        return tot * mix * fl


def DIRS_OPP(d):
    return ORDER[(ORDER.index(d) + 4) % 8]


def run_file(path, seeds=50, C=C, verbose=False, offset=0):
    spec = yaml.safe_load(open(path))
    res = []
    for sd in range(seeds):
        b = Battle(spec, random.Random(sd + offset), C)
        holder = b.run()
        tot = {side: dict(k=0, w=0, p=0, s=0) for side in b.sides}
        for u in b.units:
            for k in 'kwps': tot[u.side][k] += u.loss[k]
        res.append((holder, tot, b.log, [(u.id, u.status) for u in b.units if u.status != 'active']))
        if verbose and sd < 3: print(b.log, res[-1][3])
    hist = spec['history']
    out = {'battle': spec['battle'], 'holder_hist': hist['holder']}
    hs = [r[0] for r in res]
    out['holds'] = {k: hs.count(k) for k in set(hs)}
    for side in spec['history']['sides']:
        h = hist['sides'][side]; ht = h['killed'] + h['wounded'] + h['missing']
        med = statistics.median(sum(r[1][side].values()) for r in res)
        kw = statistics.median(r[1][side]['k'] + r[1][side]['w'] for r in res)
        out[side] = (ht, med, kw, h['killed'] + h['wounded'])
    return out, res


if __name__ == '__main__':
    import argparse, os
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description='Calibration sketch of docs/rules/gitm-9-combat.md (throwaway).')
    ap.add_argument('files', nargs='*', default=sorted(glob.glob(os.path.join(here, '../../data/gitm/battles/*.yaml'))))
    ap.add_argument('--seeds', type=int, default=50)
    ap.add_argument('--offset', type=int, default=0, help='first seed')
    ap.add_argument('-v', action='store_true', help='print the log of the first three seeds')
    a = ap.parse_args()
    ok_h = ok_c = 0
    for f in a.files:
        o, res = run_file(f, a.seeds, C, verbose=a.v, offset=a.offset)
        hw = o['holds'].get(o['holder_hist'], 0)
        ok_h += hw * 2 > a.seeds
        line = f"{o['battle']:20s} {o['holder_hist']} holds {hw:3d}/{a.seeds}"
        for side in ('US', 'MX'):
            ht, med, kw, hkw = o[side]
            within = ht / 2 <= med <= ht * 2
            ok_c += within
            line += f" | {side} hist {ht:5d} median {med:6.0f} x{med / ht:5.2f} {'ok' if within else 'MISS'}"
        print(line)
    print(f'historical holder in the majority of seeds: {ok_h}/{len(a.files)}; '
          f'median casualties within x2: {ok_c}/{2 * len(a.files)}')
