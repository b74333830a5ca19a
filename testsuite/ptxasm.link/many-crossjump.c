/* Two copies of one large statement without outputs in the arms of an
   if, differing only in their first input: without the dummy operands
   that chain the pieces, every piece after the first would be the same
   insn in both arms, and RTL cross-jumping would be free to merge those
   tails into one, leaving a brace scope opened twice and closed once
   (ptxas: a syntax error).  The dummy operands of the two copies differ,
   so no tail is shared: ptxas accepts the PTX and both copies are whole.
   (GCC 12's nvptx compiler runs none of the RTL passes after register
   allocation, cross-jumping among them, so this passes without the
   chain too: it guards the property for a compiler that does.)  */
/* { dg-do link } */
/* { dg-options "-O2" } */

/* The statement, with X its first input.  */
#define BIG(X) \
  asm volatile ("{\n"                                                       \
                ".reg .b32 t;\n"                                            \
                "mov.b32 t, %0;\n"                                          \
                "add.s32 t, t, %1;\n"                                       \
                "add.s32 t, t, %2;\n"                                       \
                "add.s32 t, t, %3;\n"                                       \
                "add.s32 t, t, %4;\n"                                       \
                "add.s32 t, t, %5;\n"                                       \
                "add.s32 t, t, %6;\n"                                       \
                "add.s32 t, t, %7;\n"                                       \
                "add.s32 t, t, %8;\n"                                       \
                "add.s32 t, t, %9;\n"                                       \
                "add.s32 t, t, %10;\n"                                      \
                "add.s32 t, t, %11;\n"                                      \
                "add.s32 t, t, %12;\n"                                      \
                "add.s32 t, t, %13;\n"                                      \
                "add.s32 t, t, %14;\n"                                      \
                "add.s32 t, t, %15;\n"                                      \
                "add.s32 t, t, %16;\n"                                      \
                "add.s32 t, t, %17;\n"                                      \
                "add.s32 t, t, %18;\n"                                      \
                "add.s32 t, t, %19;\n"                                      \
                "add.s32 t, t, %20;\n"                                      \
                "add.s32 t, t, %21;\n"                                      \
                "add.s32 t, t, %22;\n"                                      \
                "add.s32 t, t, %23;\n"                                      \
                "add.s32 t, t, %24;\n"                                      \
                "add.s32 t, t, %25;\n"                                      \
                "add.s32 t, t, %26;\n"                                      \
                "add.s32 t, t, %27;\n"                                      \
                "add.s32 t, t, %28;\n"                                      \
                "add.s32 t, t, %29;\n"                                      \
                "add.s32 t, t, %30;\n"                                      \
                "add.s32 t, t, %31;\n"                                      \
                "add.s32 t, t, %32;\n"                                      \
                "add.s32 t, t, %33;\n"                                      \
                "add.s32 t, t, %34;\n"                                      \
                "add.s32 t, t, %35;\n"                                      \
                "add.s32 t, t, %36;\n"                                      \
                "add.s32 t, t, %37;\n"                                      \
                "add.s32 t, t, %38;\n"                                      \
                "add.s32 t, t, %39;\n"                                      \
                "add.s32 t, t, %40;\n"                                      \
                "add.s32 t, t, %41;\n"                                      \
                "add.s32 t, t, %42;\n"                                      \
                "add.s32 t, t, %43;\n"                                      \
                "add.s32 t, t, %44;\n"                                      \
                "add.s32 t, t, %45;\n"                                      \
                "add.s32 t, t, %46;\n"                                      \
                "add.s32 t, t, %47;\n"                                      \
                "add.s32 t, t, %48;\n"                                      \
                "add.s32 t, t, %49;\n"                                      \
                "add.s32 t, t, %50;\n"                                      \
                "add.s32 t, t, %51;\n"                                      \
                "add.s32 t, t, %52;\n"                                      \
                "add.s32 t, t, %53;\n"                                      \
                "add.s32 t, t, %54;\n"                                      \
                "add.s32 t, t, %55;\n"                                      \
                "add.s32 t, t, %56;\n"                                      \
                "add.s32 t, t, %57;\n"                                      \
                "add.s32 t, t, %58;\n"                                      \
                "add.s32 t, t, %59;\n"                                      \
                "add.s32 t, t, %60;\n"                                      \
                "add.s32 t, t, %61;\n"                                      \
                "add.s32 t, t, %62;\n"                                      \
                "add.s32 t, t, %63;\n"                                      \
                "add.s32 t, t, %64;\n"                                      \
                "add.s32 t, t, %65;\n"                                      \
                "add.s32 t, t, %66;\n"                                      \
                "add.s32 t, t, %67;\n"                                      \
                "add.s32 t, t, %68;\n"                                      \
                "add.s32 t, t, %69;\n"                                      \
                "add.s32 t, t, %70;\n"                                      \
                "add.s32 t, t, %71;\n"                                      \
                "add.s32 t, t, %72;\n"                                      \
                "add.s32 t, t, %73;\n"                                      \
                "add.s32 t, t, %74;\n"                                      \
                "add.s32 t, t, %75;\n"                                      \
                "add.s32 t, t, %76;\n"                                      \
                "add.s32 t, t, %77;\n"                                      \
                "add.s32 t, t, %78;\n"                                      \
                "add.s32 t, t, %79;\n"                                      \
                "add.s32 t, t, %80;\n"                                      \
                "add.s32 t, t, %81;\n"                                      \
                "add.s32 t, t, %82;\n"                                      \
                "add.s32 t, t, %83;\n"                                      \
                "add.s32 t, t, %84;\n"                                      \
                "add.s32 t, t, %85;\n"                                      \
                "add.s32 t, t, %86;\n"                                      \
                "add.s32 t, t, %87;\n"                                      \
                "add.s32 t, t, %88;\n"                                      \
                "add.s32 t, t, %89;\n"                                      \
                "add.s32 t, t, %90;\n"                                      \
                "add.s32 t, t, %91;\n"                                      \
                "add.s32 t, t, %92;\n"                                      \
                "add.s32 t, t, %93;\n"                                      \
                "add.s32 t, t, %94;\n"                                      \
                "add.s32 t, t, %95;\n"                                      \
                "add.s32 t, t, %96;\n"                                      \
                "add.s32 t, t, %97;\n"                                      \
                "add.s32 t, t, %98;\n"                                      \
                "add.s32 t, t, %99;\n"                                      \
                "add.s32 t, t, %100;\n"                                     \
                "add.s32 t, t, %101;\n"                                     \
                "add.s32 t, t, %102;\n"                                     \
                "add.s32 t, t, %103;\n"                                     \
                "add.s32 t, t, %104;\n"                                     \
                "add.s32 t, t, %105;\n"                                     \
                "add.s32 t, t, %106;\n"                                     \
                "add.s32 t, t, %107;\n"                                     \
                "add.s32 t, t, %108;\n"                                     \
                "add.s32 t, t, %109;\n"                                     \
                "add.s32 t, t, %110;\n"                                     \
                "add.s32 t, t, %111;\n"                                     \
                "add.s32 t, t, %112;\n"                                     \
                "add.s32 t, t, %113;\n"                                     \
                "add.s32 t, t, %114;\n"                                     \
                "add.s32 t, t, %115;\n"                                     \
                "add.s32 t, t, %116;\n"                                     \
                "add.s32 t, t, %117;\n"                                     \
                "add.s32 t, t, %118;\n"                                     \
                "add.s32 t, t, %119;\n"                                     \
                "add.s32 t, t, %120;\n"                                     \
                "add.s32 t, t, %121;\n"                                     \
                "add.s32 t, t, %122;\n"                                     \
                "add.s32 t, t, %123;\n"                                     \
                "add.s32 t, t, %124;\n"                                     \
                "add.s32 t, t, %125;\n"                                     \
                "add.s32 t, t, %126;\n"                                     \
                "add.s32 t, t, %127;\n"                                     \
                "add.s32 t, t, %128;\n"                                     \
                "add.s32 t, t, %129;\n"                                     \
                "add.s32 t, t, %130;\n"                                     \
                "add.s32 t, t, %131;\n"                                     \
                "add.s32 t, t, %132;\n"                                     \
                "add.s32 t, t, %133;\n"                                     \
                "add.s32 t, t, %134;\n"                                     \
                "add.s32 t, t, %135;\n"                                     \
                "add.s32 t, t, %136;\n"                                     \
                "add.s32 t, t, %137;\n"                                     \
                "add.s32 t, t, %138;\n"                                     \
                "add.s32 t, t, %139;\n"                                     \
                "add.s32 t, t, %140;\n"                                     \
                "add.s32 t, t, %141;\n"                                     \
                "add.s32 t, t, %142;\n"                                     \
                "add.s32 t, t, %143;\n"                                     \
                "add.s32 t, t, %144;\n"                                     \
                "add.s32 t, t, %145;\n"                                     \
                "add.s32 t, t, %146;\n"                                     \
                "add.s32 t, t, %147;\n"                                     \
                "add.s32 t, t, %148;\n"                                     \
                "add.s32 t, t, %149;\n"                                     \
                "add.s32 t, t, %150;\n"                                     \
                "add.s32 t, t, %151;\n"                                     \
                "add.s32 t, t, %152;\n"                                     \
                "add.s32 t, t, %153;\n"                                     \
                "add.s32 t, t, %154;\n"                                     \
                "add.s32 t, t, %155;\n"                                     \
                "add.s32 t, t, %156;\n"                                     \
                "add.s32 t, t, %157;\n"                                     \
                "add.s32 t, t, %158;\n"                                     \
                "add.s32 t, t, %159;\n"                                     \
                "add.s32 t, t, %160;\n"                                     \
                "add.s32 t, t, %161;\n"                                     \
                "add.s32 t, t, %162;\n"                                     \
                "add.s32 t, t, %163;\n"                                     \
                "add.s32 t, t, %164;\n"                                     \
                "add.s32 t, t, %165;\n"                                     \
                "add.s32 t, t, %166;\n"                                     \
                "add.s32 t, t, %167;\n"                                     \
                "add.s32 t, t, %168;\n"                                     \
                "add.s32 t, t, %169;\n"                                     \
                "add.s32 t, t, %170;\n"                                     \
                "add.s32 t, t, %171;\n"                                     \
                "add.s32 t, t, %172;\n"                                     \
                "add.s32 t, t, %173;\n"                                     \
                "add.s32 t, t, %174;\n"                                     \
                "add.s32 t, t, %175;\n"                                     \
                "add.s32 t, t, %176;\n"                                     \
                "add.s32 t, t, %177;\n"                                     \
                "add.s32 t, t, %178;\n"                                     \
                "add.s32 t, t, %179;\n"                                     \
                "add.s32 t, t, %180;\n"                                     \
                "add.s32 t, t, %181;\n"                                     \
                "add.s32 t, t, %182;\n"                                     \
                "add.s32 t, t, %183;\n"                                     \
                "add.s32 t, t, %184;\n"                                     \
                "add.s32 t, t, %185;\n"                                     \
                "add.s32 t, t, %186;\n"                                     \
                "add.s32 t, t, %187;\n"                                     \
                "add.s32 t, t, %188;\n"                                     \
                "add.s32 t, t, %189;\n"                                     \
                "add.s32 t, t, %190;\n"                                     \
                "add.s32 t, t, %191;\n"                                     \
                "add.s32 t, t, %192;\n"                                     \
                "add.s32 t, t, %193;\n"                                     \
                "add.s32 t, t, %194;\n"                                     \
                "add.s32 t, t, %195;\n"                                     \
                "add.s32 t, t, %196;\n"                                     \
                "add.s32 t, t, %197;\n"                                     \
                "add.s32 t, t, %198;\n"                                     \
                "add.s32 t, t, %199;\n"                                     \
                "st.u32 [%200], t;\n"                                       \
                "}\n"                                                       \
                :                                                           \
                : "r" (X), "r" (x[1]), "r" (x[2]), "r" (x[3]), "r" (x[4]),  \
                  "r" (x[5]), "r" (x[6]), "r" (x[7]), "r" (x[8]),           \
                  "r" (x[9]), "r" (x[10]), "r" (x[11]), "r" (x[12]),        \
                  "r" (x[13]), "r" (x[14]), "r" (x[15]), "r" (x[16]),       \
                  "r" (x[17]), "r" (x[18]), "r" (x[19]), "r" (x[20]),       \
                  "r" (x[21]), "r" (x[22]), "r" (x[23]), "r" (x[24]),       \
                  "r" (x[25]), "r" (x[26]), "r" (x[27]), "r" (x[28]),       \
                  "r" (x[29]), "r" (x[30]), "r" (x[31]), "r" (x[32]),       \
                  "r" (x[33]), "r" (x[34]), "r" (x[35]), "r" (x[36]),       \
                  "r" (x[37]), "r" (x[38]), "r" (x[39]), "r" (x[40]),       \
                  "r" (x[41]), "r" (x[42]), "r" (x[43]), "r" (x[44]),       \
                  "r" (x[45]), "r" (x[46]), "r" (x[47]), "r" (x[48]),       \
                  "r" (x[49]), "r" (x[50]), "r" (x[51]), "r" (x[52]),       \
                  "r" (x[53]), "r" (x[54]), "r" (x[55]), "r" (x[56]),       \
                  "r" (x[57]), "r" (x[58]), "r" (x[59]), "r" (x[60]),       \
                  "r" (x[61]), "r" (x[62]), "r" (x[63]), "r" (x[64]),       \
                  "r" (x[65]), "r" (x[66]), "r" (x[67]), "r" (x[68]),       \
                  "r" (x[69]), "r" (x[70]), "r" (x[71]), "r" (x[72]),       \
                  "r" (x[73]), "r" (x[74]), "r" (x[75]), "r" (x[76]),       \
                  "r" (x[77]), "r" (x[78]), "r" (x[79]), "r" (x[80]),       \
                  "r" (x[81]), "r" (x[82]), "r" (x[83]), "r" (x[84]),       \
                  "r" (x[85]), "r" (x[86]), "r" (x[87]), "r" (x[88]),       \
                  "r" (x[89]), "r" (x[90]), "r" (x[91]), "r" (x[92]),       \
                  "r" (x[93]), "r" (x[94]), "r" (x[95]), "r" (x[96]),       \
                  "r" (x[97]), "r" (x[98]), "r" (x[99]), "r" (x[100]),      \
                  "r" (x[101]), "r" (x[102]), "r" (x[103]), "r" (x[104]),   \
                  "r" (x[105]), "r" (x[106]), "r" (x[107]), "r" (x[108]),   \
                  "r" (x[109]), "r" (x[110]), "r" (x[111]), "r" (x[112]),   \
                  "r" (x[113]), "r" (x[114]), "r" (x[115]), "r" (x[116]),   \
                  "r" (x[117]), "r" (x[118]), "r" (x[119]), "r" (x[120]),   \
                  "r" (x[121]), "r" (x[122]), "r" (x[123]), "r" (x[124]),   \
                  "r" (x[125]), "r" (x[126]), "r" (x[127]), "r" (x[128]),   \
                  "r" (x[129]), "r" (x[130]), "r" (x[131]), "r" (x[132]),   \
                  "r" (x[133]), "r" (x[134]), "r" (x[135]), "r" (x[136]),   \
                  "r" (x[137]), "r" (x[138]), "r" (x[139]), "r" (x[140]),   \
                  "r" (x[141]), "r" (x[142]), "r" (x[143]), "r" (x[144]),   \
                  "r" (x[145]), "r" (x[146]), "r" (x[147]), "r" (x[148]),   \
                  "r" (x[149]), "r" (x[150]), "r" (x[151]), "r" (x[152]),   \
                  "r" (x[153]), "r" (x[154]), "r" (x[155]), "r" (x[156]),   \
                  "r" (x[157]), "r" (x[158]), "r" (x[159]), "r" (x[160]),   \
                  "r" (x[161]), "r" (x[162]), "r" (x[163]), "r" (x[164]),   \
                  "r" (x[165]), "r" (x[166]), "r" (x[167]), "r" (x[168]),   \
                  "r" (x[169]), "r" (x[170]), "r" (x[171]), "r" (x[172]),   \
                  "r" (x[173]), "r" (x[174]), "r" (x[175]), "r" (x[176]),   \
                  "r" (x[177]), "r" (x[178]), "r" (x[179]), "r" (x[180]),   \
                  "r" (x[181]), "r" (x[182]), "r" (x[183]), "r" (x[184]),   \
                  "r" (x[185]), "r" (x[186]), "r" (x[187]), "r" (x[188]),   \
                  "r" (x[189]), "r" (x[190]), "r" (x[191]), "r" (x[192]),   \
                  "r" (x[193]), "r" (x[194]), "r" (x[195]), "r" (x[196]),   \
                  "r" (x[197]), "r" (x[198]), "r" (x[199]), "l" (s)         \
                : "memory")

int
main (void)
{
  int x[200], c = 1, a = 1000, b = 2000, r = 0;
  for (int k = 0; k < 200; k++)
    x[k] = k;
#pragma omp target map(to: x, c, a, b) map(from: r)
  {
    int *s = &r;
    if (c)
      BIG (a);
    else
      BIG (b);
  }
  return r != 1000 + 19900;
}

/* Both copies are whole (ptxas checked that the braces balance).  */
/* { dg-final { scan-ptx {part 1 of 8\n\t\x7b.*part 1 of 8\n\t\x7b} } } */
/* { dg-final { scan-ptx {part 8 of 8.*part 8 of 8} } } */
/* SPDX-License-Identifier: GPL-3.0-or-later */
