using System.Runtime.Serialization;

namespace BlockPack.Orleans.Tests.Model
{
    /// <summary>A [DataContract] type: BlockPack takes it only with IncludeDataContractTypes.</summary>
    [DataContract]
    public sealed class ContractOrder
    {
        [DataMember(Order = 0)] public int Id { get; set; }

        [DataMember(Order = 1)] public string Customer { get; set; } = "";
    }
}
