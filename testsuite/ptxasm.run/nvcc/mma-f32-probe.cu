/* mma-f32-probe.cu -- the probe behind ../lockstep-mma-f32-bits.c and
   plugin/rt/mma.c's tc_dot_f32: mma.sync with f32 D (m16n8k8 f16,
   m16n8k16 f16 and bf16, m16n8k8 tf32) over 2000 tiles a kind of random
   inputs of varied exponents, written with the results into DIR/KIND.bin
   (A, B, C, D as 32-bit words, tile after tile; A 16 x 16, B 16 x 8, C
   and D 16 x 8, the first K columns or rows used):

     nvcc -arch=sm_90 -o mma-f32-probe mma-f32-probe.cu && ./mma-f32-probe DIR

   The test's inputs are the first 16 tiles of each kind, made by the same
   generator; its dg-output line is the hash of this program's D there.
   Not part of the test suite's build (CUDA is not in Debian main).  */
// mma f32-accumulate probe: random A, B, C; writes inputs and D per tile.
#include <cstdio>
#include <cstdint>
#include <cstdlib>
__device__ unsigned rnd(unsigned &s){ s = s*1664525u+1013904223u; return s; }
// f16 random with varied exponents
__device__ unsigned short rh(unsigned &s){ unsigned r=rnd(s); unsigned e = 8 + (r>>27)%14; unsigned m=(r>>5)&0x3ff; unsigned sg=(r>>16)&1; return (sg<<15)|(e<<10)|m; }
__device__ unsigned short rb(unsigned &s){ unsigned r=rnd(s); unsigned e = 120 + (r>>27)%14; unsigned m=(r>>5)&0x7f; unsigned sg=(r>>16)&1; return (sg<<15)|(e<<7)|m; }
__device__ unsigned rt(unsigned &s){ unsigned r=rnd(s); unsigned e = 120 + (r>>27)%14; unsigned m=(rnd(s)>>9)&0x7fe000; unsigned sg=(r>>16)&1; return (sg<<31)|(e<<23)|m; }
__device__ unsigned rf(unsigned &s){ unsigned r=rnd(s); unsigned e = 118 + (r>>27)%18; unsigned m=rnd(s)&0x7fffff; unsigned sg=(r>>16)&1; return (sg<<31)|(e<<23)|m; }
// kind 0: m16n8k8 f16; 1: m16n8k16 f16; 2: m16n8k16 bf16; 3: m16n8k8 tf32
// A row-major MxK (bits), B KxN (bits), C MxN f32 bits, D MxN f32 bits
__global__ void k(int kind, uint32_t *A, uint32_t *B, uint32_t *C, uint32_t *D, unsigned seed){
  int t = blockIdx.x, l = threadIdx.x, g = l>>2, q = l&3;
  int K = (kind==1||kind==2)?16:8;
  uint32_t *a = A + t*16*16, *b = B + t*16*8, *c = C + t*16*8, *d = D + t*16*8;
  if (l==0){ unsigned s = seed + t*7919u;
    for(int i=0;i<16*K;i++) a[i] = kind==3? rt(s) : kind==2? rb(s) : rh(s);
    for(int i=0;i<K*8;i++) b[i] = kind==3? rt(s) : kind==2? rb(s) : rh(s);
    for(int i=0;i<128;i++) c[i] = rf(s); }
  __syncwarp();
  float c0=__uint_as_float(c[g*8+2*q]), c1=__uint_as_float(c[g*8+2*q+1]), c2=__uint_as_float(c[(g+8)*8+2*q]), c3=__uint_as_float(c[(g+8)*8+2*q+1]);
  float d0,d1,d2,d3;
  #define P2(x,y) ((x)|((y)<<16))
  if (kind==0){
    unsigned a0=P2(a[g*K+2*q],a[g*K+2*q+1]), a1=P2(a[(g+8)*K+2*q],a[(g+8)*K+2*q+1]);
    unsigned b0=P2(b[(2*q)*8+g],b[(2*q+1)*8+g]);
    asm volatile("mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {%0,%1,%2,%3},{%4,%5},{%6},{%7,%8,%9,%10};":"=f"(d0),"=f"(d1),"=f"(d2),"=f"(d3):"r"(a0),"r"(a1),"r"(b0),"f"(c0),"f"(c1),"f"(c2),"f"(c3));
  } else if (kind==1||kind==2){
    unsigned a0=P2(a[g*K+2*q],a[g*K+2*q+1]), a1=P2(a[(g+8)*K+2*q],a[(g+8)*K+2*q+1]);
    unsigned a2=P2(a[g*K+2*q+8],a[g*K+2*q+9]), a3=P2(a[(g+8)*K+2*q+8],a[(g+8)*K+2*q+9]);
    unsigned b0=P2(b[(2*q)*8+g],b[(2*q+1)*8+g]), b1=P2(b[(2*q+8)*8+g],b[(2*q+9)*8+g]);
    if (kind==1) asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3},{%4,%5,%6,%7},{%8,%9},{%10,%11,%12,%13};":"=f"(d0),"=f"(d1),"=f"(d2),"=f"(d3):"r"(a0),"r"(a1),"r"(a2),"r"(a3),"r"(b0),"r"(b1),"f"(c0),"f"(c1),"f"(c2),"f"(c3));
    else asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%0,%1,%2,%3},{%4,%5,%6,%7},{%8,%9},{%10,%11,%12,%13};":"=f"(d0),"=f"(d1),"=f"(d2),"=f"(d3):"r"(a0),"r"(a1),"r"(a2),"r"(a3),"r"(b0),"r"(b1),"f"(c0),"f"(c1),"f"(c2),"f"(c3));
  } else {
    unsigned a0=a[g*K+q], a1=a[(g+8)*K+q], a2=a[g*K+q+4], a3=a[(g+8)*K+q+4];
    unsigned b0=b[q*8+g], b1=b[(q+4)*8+g];
    asm volatile("mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {%0,%1,%2,%3},{%4,%5,%6,%7},{%8,%9},{%10,%11,%12,%13};":"=f"(d0),"=f"(d1),"=f"(d2),"=f"(d3):"r"(a0),"r"(a1),"r"(a2),"r"(a3),"r"(b0),"r"(b1),"f"(c0),"f"(c1),"f"(c2),"f"(c3));
  }
  d[g*8+2*q]=__float_as_uint(d0); d[g*8+2*q+1]=__float_as_uint(d1); d[(g+8)*8+2*q]=__float_as_uint(d2); d[(g+8)*8+2*q+1]=__float_as_uint(d3);
}
int main(int argc,char**argv){
  int T=2000; const char *names[4]={"f16k8","f16k16","bf16k16","tf32k8"};
  for(int kind=0;kind<4;kind++){
    uint32_t *A,*B,*C,*D; size_t na=T*256, nb=T*128;
    cudaMalloc(&A,na*4); cudaMalloc(&B,nb*4); cudaMalloc(&C,nb*4); cudaMalloc(&D,nb*4);
    k<<<T,32>>>(kind,A,B,C,D,12345u+kind);
    uint32_t *h=(uint32_t*)malloc((na+3*nb)*4);
    cudaMemcpy(h,A,na*4,cudaMemcpyDeviceToHost); cudaMemcpy(h+na,B,nb*4,cudaMemcpyDeviceToHost);
    cudaMemcpy(h+na+nb,C,nb*4,cudaMemcpyDeviceToHost); cudaMemcpy(h+na+2*nb,D,nb*4,cudaMemcpyDeviceToHost);
    char fn[256]; snprintf(fn,256,"%s/%s.bin",argc>1?argv[1]:".",names[kind]);
    FILE*f=fopen(fn,"wb"); fwrite(h,4,na+3*nb,f); fclose(f);
    printf("%s: %s\n",names[kind],cudaGetErrorString(cudaGetLastError()));
  }
}
/* SPDX-License-Identifier: GPL-3.0-or-later */
